import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_READY_ATTRIBUTE, islandModulePath, type IslandModule } from './lib/islands';

/**
 * The public pages' only script (docs/decisions/0038-public-islands-and-budgets.md). The prerender
 * adds it, with modulepreload links for the islands the page holds, only to pages that have one;
 * a page without islands loads no script at all. Each island is its own chunk, started here.
 */
const modules = import.meta.glob<IslandModule>('./features/*/islands/*-island.{ts,tsx}');

function load(name: string): Promise<IslandModule> {
  const path = `./${islandModulePath(name)}`;
  const loader = modules[`${path}.tsx`] ?? modules[`${path}.ts`];
  if (!loader) throw new Error(`No island module for '${name}'`);
  return loader();
}

for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
  const name = element.getAttribute(ISLAND_ATTRIBUTE)!;
  Promise.resolve()
    .then(() => load(name))
    .then((module) => {
      module.mount(element, JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as Record<string, unknown>);
      element.setAttribute(ISLAND_READY_ATTRIBUTE, '');
    })
    // The page stays readable: one island failing leaves the others and the static HTML working.
    .catch((error: unknown) => console.error(`The ${name} island failed to start:`, error));
}
