import { lazyPage, type LazyPage, type PageModule } from './lazy-page';

/**
 * Every screen lives at src/web/features/<feature>/pages/<name>-page.tsx and becomes its own
 * chunk. A glob, rather than one import() per route, gives the build each page's source path,
 * which the prerender step needs to add <link rel="modulepreload"> for the page's chunk.
 */
const modules = import.meta.glob<PageModule>('../features/*/pages/*-page.tsx');

/** `page('marketing/pricing-page')` -> src/web/features/marketing/pages/pricing-page.tsx */
export function page(id: `${string}/${string}-page`): LazyPage {
  const [feature, name] = id.split('/');
  const key = `../features/${feature}/pages/${name}.tsx`;
  const load = modules[key];
  // Throwing at module load turns a typo into a failed build (the prerender imports this) rather than a blank screen.
  if (!load) throw new Error(`No page module ${key} for route table entry '${id}'`);
  return lazyPage(load, `src/web/features/${feature}/pages/${name}.tsx`);
}
