import { z } from 'zod';
import { isSafeText, unsafeTextProblem } from './safe-text';

/**
 * The check every request gets from the server (NUL and unpaired surrogates, src/contract/safe-text.ts),
 * for the shared text schemas, so a form built on one refuses the same text with the same message.
 */
export const safeTextCheck = [isSafeText, { error: (issue: { input?: unknown }) => unsafeTextProblem(String(issue.input)) ?? 'Text is not valid' }] as const;

/** Every error response of the API. */
export const errorSchema = z
  .object({
    message: z.string().meta({ description: 'What went wrong, for people' }),
    code: z.string().meta({ description: 'Machine-readable code, e.g. VALIDATION_ERROR' }),
    field: z.string().optional().meta({ description: 'The offending field, for validation errors' }),
  })
  .meta({ id: 'Error' });
export type ApiError = z.infer<typeof errorSchema>;

export const emailSchema = z
  .string()
  .refine(...safeTextCheck)
  .trim()
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Enter a valid email address'));

export const PASSWORD_HINT = 'At least 8 characters with uppercase, lowercase and a number';

export const COMMON_PASSWORD_MESSAGE = 'This password is too common: it appears in lists of leaked passwords. Choose another';

/**
 * The server's list of common and breached passwords (over 100,000 entries, too large to ship to
 * the browser). The server installs it at start (src/server/modules/auth/common-passwords.ts);
 * in the browser none is installed and forms check composition only, the server's answer naming
 * the field when the list refuses a password.
 */
let isCommonPassword: ((password: string) => boolean) | null = null;

export function screenCommonPasswords(check: (password: string) => boolean): void {
  isCommonPassword = check;
}

export const passwordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters')
  .regex(/[A-Z]/, 'Password must contain an uppercase letter')
  .regex(/[a-z]/, 'Password must contain a lowercase letter')
  .regex(/[0-9]/, 'Password must contain a number')
  .refine(...safeTextCheck)
  .refine((password) => isCommonPassword === null || !isCommonPassword(password), { error: COMMON_PASSWORD_MESSAGE });

/** Returns the first policy problem, or null when the password is acceptable. */
export function passwordProblem(password: string): string | null {
  const result = passwordSchema.safeParse(password);
  return result.success ? null : result.error.issues[0]!.message;
}

export const messageSchema = z.object({ message: z.string() });
