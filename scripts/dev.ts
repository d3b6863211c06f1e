import { spawn } from 'node:child_process';

// `npm run dev`: the API server with reload on :5000 (or PORT) and Vite with hot reload on :5173.
const children = [
  spawn(process.execPath, ['--watch-path=src/server', '--watch-path=src/contract', '--watch-path=src/engine', '--import', 'tsx', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit' }),
];
const stop = (signal: NodeJS.Signals) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) child.on('exit', () => stop('SIGTERM'));
