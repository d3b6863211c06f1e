import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { createLogger, startServer } from './server';
import { PACKAGE_VERSION } from './project-root';

function fail(message: string): never {
  console.error(`\nSmartSplit could not start.\n${message}\n`);
  process.exit(1);
}

async function main() {
  let config;
  try {
    config = loadConfig(process.env, PACKAGE_VERSION);
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

  // SIGTERM drains first (decision 0041): /readyz fails at once, requests are still served for
  // SHUTDOWN_DRAIN_MS, then the listener closes and what is in flight finishes. SIGINT (a terminal's
  // Ctrl-C) stops without the drain. A second signal, or SHUTDOWN_TIMEOUT_MS, exits at once.
  let shuttingDown = false;
  const shutdown = (reason: string, drainMs: number) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ reason }, 'stopping');
    const force = setTimeout(() => {
      logger.error({ timeoutMs: config.shutdown.timeoutMs }, 'shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdown.timeoutMs);
    force.unref();
    server
      .stop({ drainMs })
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  const onSignal = (signal: NodeJS.Signals, drainMs: number) => {
    if (shuttingDown) {
      logger.warn({ signal }, 'second signal while stopping; exiting now');
      process.exit(1);
    }
    shutdown(signal, drainMs);
  };
  process.on('SIGINT', () => onSignal('SIGINT', 0));
  process.on('SIGTERM', () => onSignal('SIGTERM', config.shutdown.drainMs));

  // If whatever started us (npm, a terminal) is killed outright, stop cleanly rather than linger.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) shutdown('parent process exited', 0);
  }, 1000).unref();
}

void main();
