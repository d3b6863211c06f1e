import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { createLogger, startServer } from './server';

const pkg = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as { version: string };

function fail(message: string): never {
  console.error(`\nSmartSplit could not start.\n${message}\n`);
  process.exit(1);
}

async function main() {
  let config;
  try {
    config = loadConfig(process.env, pkg.version);
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  const logger = createLogger(config);
  const started = Date.now();
  let server;
  try {
    server = await startServer(config, { logger });
  } catch (err) {
    if (err instanceof DataDirLockedError) fail(err.message);
    logger.fatal({ err }, 'start-up failed');
    fail(err instanceof Error ? err.message : String(err));
  }
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const port = (server.app.server.address() as { port: number }).port;
  logger.info({ ms: Date.now() - started, database: config.databaseUrl ? 'external' : 'embedded' }, 'ready');
  console.log(`\nSmartSplit ${config.version} is running at http://${shownHost}:${port}`);

  if (server.initialAdmin) {
    const { email, password, generated } = server.initialAdmin;
    console.log('\n  First start: created the admin account');
    console.log(`    email:    ${email}`);
    if (generated) console.log(`    password: ${password}\n  This password is shown once. Sign in at /admin/login and change it in Settings.`);
    console.log('  Create another admin with:\n    npm run admin:create -- --email you@example.com --password <strong password>\n');
  }

  let shuttingDown = false;
  const shutdown = (reason: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ reason }, 'stopping');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, 30_000);
    force.unref();
    server
      .stop()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  // If whatever started us (npm, a terminal) is killed outright, stop cleanly rather than linger.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) shutdown('parent process exited');
  }, 1000).unref();
}

void main();
