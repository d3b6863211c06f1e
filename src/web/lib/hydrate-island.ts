import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { IslandModule } from './islands';

/**
 * An island's mount for a component: hydrate the prerendered wrapper with the same props. The
 * islands build resolves react and react-dom to preact/compat (scripts/vite-islands.ts), so this
 * costs a public page about 10 KB gzipped rather than React's 60.
 */
export function hydrated<P extends object>(component: ComponentType<P>): IslandModule['mount'] {
  return (element, props) => {
    hydrateRoot(element, createElement(component, props as P));
  };
}
