import { ensureServerBuild, ensureWebBuild } from './ensure-web-build';

// `npm start`, first step: build the web app and bundle the server if either is missing or stale.
// The script then runs the bundle, dist/server/main.js, on plain Node (decision 0047).
ensureWebBuild();
ensureServerBuild();
