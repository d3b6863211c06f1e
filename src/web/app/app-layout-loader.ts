import { lazyPage } from './lazy-page';

/** The app area's providers as a preloadable chunk, so start-up can fetch it alongside the page. */
export const appLayout = lazyPage(() => import('./app-layout'), 'src/web/app/app-layout.tsx');
