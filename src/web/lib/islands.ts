/**
 * Islands (docs/decisions/0038-public-islands-and-budgets.md): the prerendered public pages are
 * static HTML, and only their interactive parts run script. Each part is marked in the HTML by a
 * wrapper carrying its name and its props as JSON; src/web/islands.tsx finds the wrappers and
 * starts each one from its own chunk, src/web/features/<feature>/islands/<name>-island.ts(x).
 */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/** Set on a wrapper once its island has mounted: from then on what is done to it reaches its handlers. */
export const ISLAND_READY_ATTRIBUTE = 'data-island-ready';

/** What an island module exports: start the part inside its prerendered wrapper. */
export interface IslandModule {
  mount: (element: HTMLElement, props: Record<string, unknown>) => void;
}

const NAME = /^([a-z][a-z0-9-]*)\/([a-z][a-z0-9-]*)$/;

/** 'marketing/contact-form' -> features/marketing/islands/contact-form-island (no extension: .ts or .tsx). */
export function islandModulePath(name: string): string {
  const match = NAME.exec(name);
  if (!match) throw new Error(`'${name}' is not an island name (feature/name, lower-case words joined by hyphens)`);
  return `features/${match[1]}/islands/${match[2]}-island`;
}

/** The inverse, from a path that ends in features/<feature>/islands/<name>-island.ts(x); null for any other file. */
export function islandNameOf(path: string): string | null {
  const match = /features\/([a-z][a-z0-9-]*)\/islands\/([a-z][a-z0-9-]*)-island\.tsx?$/.exec(path);
  return match ? `${match[1]}/${match[2]}` : null;
}
