import type { ComponentType, ReactNode } from 'react';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, islandModulePath } from '../lib/islands';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** A part the browser hydrates: the component renders here, and again in the browser from the same props. */
interface HydratedIsland<P extends Record<string, Json>> {
  name: string;
  component: ComponentType<P>;
  props: P;
}

/** A part whose markup is final and whose island only adds behaviour to it (plain DOM code, no framework). */
interface EnhancedIsland {
  name: string;
  children: ReactNode;
}

/**
 * Marks an interactive part of a prerendered public page (src/web/lib/islands.ts). The wrapper is
 * `display: contents`, so it changes no layout. Rendering happens here exactly as anywhere else,
 * in the prerender and in the dev server's app alike; only the page's script differs.
 */
export function Island<P extends Record<string, Json>>(island: HydratedIsland<P> | EnhancedIsland) {
  islandModulePath(island.name); // a malformed name fails the prerender, not a visitor's browser
  const attributes = { [ISLAND_ATTRIBUTE]: island.name };
  if ('component' in island) {
    const { component: Component, props } = island;
    return (
      <div {...attributes} {...{ [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) }} className="contents">
        <Component {...props} />
      </div>
    );
  }
  return (
    <div {...attributes} className="contents">
      {island.children}
    </div>
  );
}
