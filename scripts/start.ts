import { ensureWebBuild } from './ensure-web-build';

// `npm start`: build the web bundle if it is missing or stale, then run the server in this process.
ensureWebBuild();
await import('@server/main');
