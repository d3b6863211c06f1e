import { AppError } from '../errors';
import { openCliDatabase } from '../db/cli-database';
import { createAdmin } from '../modules/staff/create-admin';
import { createLogger } from '../server';
import { cliConfig, parseArgs } from './cli-support';

const USAGE = 'Usage: npm run admin:create -- --email you@example.com --password <strong password>';

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!args.email || !args.password || args.email === 'true' || args.password === 'true') {
    console.error(USAGE);
    process.exit(2);
  }
  const config = cliConfig();
  const { database, close } = await openCliDatabase(config, createLogger(config));
  try {
    const admin = await createAdmin(database.db, { email: args.email, password: args.password });
    console.log(`Created admin ${admin.email}. Sign in at /admin/login.`);
  } catch (err) {
    if (err instanceof AppError) {
      console.error(`Not created: ${err.message}`);
      process.exitCode = 1;
    } else throw err;
  } finally {
    await close();
  }
}

void main();
