import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Lets a caller's className override a component's defaults instead of fighting them. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
