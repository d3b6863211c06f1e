import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { preloadRoute } from './app/preload-route';
import { followPublicLinksNatively } from './app/public-link-clicks';
import { isPublicPath } from './app/route-lookup';
import { FallbackPage } from './features/system/fallback-page';
import { sanitiseStoredTokens } from './lib/token-storage';

/**
 * The portal, verification, admin and diagnostics screens, started in the SPA shell (app.html).
 * Public pages never load this entry: they are prerendered HTML whose interactive parts are
 * islands (src/web/islands.ts; docs/decisions/0038-public-islands-and-budgets.md). Only the dev
 * server, which has no prerendered pages, renders them here too.
 */

function showStartupFailure(container: HTMLElement, error: unknown): void {
  console.error('SmartSplit failed to start:', error);
  // A fresh root: whatever the failed attempt left in the container is replaced.
  container.replaceChildren();
  createRoot(container).render(<FallbackPage error={error} />);
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  try {
    const { pathname } = window.location;
    sanitiseStoredTokens({ pathname, isPublicPath, nowMs: Date.now() });
    followPublicLinksNatively(document, isPublicPath);
    await preloadRoute(pathname);
    const app = (
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StrictMode>
    );
    // The shell's placeholder title and robots tag would otherwise sit beside the ones each screen renders.
    document.head.querySelectorAll('title, meta[name="robots"]').forEach((node) => node.remove());
    createRoot(container).render(app);
  } catch (error) {
    showStartupFailure(container, error);
  }
}

void start();
