import { createElement, lazy, useState, type ComponentType } from 'react';

export type PageModule = { default: ComponentType };

export interface LazyPage {
  /** Renders the page, suspending only when it was not preloaded. */
  Component: ComponentType;
  /** Resolves once the page's chunk is loaded; later renders are then synchronous. */
  preload: () => Promise<void>;
  /** Null for eager pages. The source file, e.g. src/web/features/marketing/pages/pricing-page.tsx: the build maps it to the chunk to preload. */
  source: string | null;
}

/**
 * React.lazy always suspends on its first render, even when the chunk is already loaded,
 * and a suspension during hydration would throw away the prerendered HTML's head start.
 * So a preloaded page renders its component directly, on the server and in the browser alike.
 */
export function lazyPage(load: () => Promise<PageModule>, source: string): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;

  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        // Forget the failure so a later preload (e.g. after a network blip) can try again.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded! };
  });

  function Component() {
    // Chosen once per mount: switching from Lazy to the loaded type later would remount the page and lose its state.
    const [type] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(type);
  }
  return { Component, preload, source };
}

/** A page already in the main bundle, shaped like a lazy one so the route table treats all pages alike. */
export function eagerPage(component: ComponentType): LazyPage {
  return { Component: component, preload: () => Promise.resolve(), source: null };
}
