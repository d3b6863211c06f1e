import { openCliDatabase } from '../db/cli-database';
import { createLogger } from '../server';
import { roleFromArgs, runAdminCreate, usageProblem } from './admin-create-command';
import { cliConfig, parseArgs } from './cli-support';

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const role = roleFromArgs(args);
  const problem = usageProblem(args) ?? ('problem' in role ? role.problem : null);
  if (problem) {
    console.error(problem);
    process.exit(2);
  }
  const config = cliConfig();
  const { database, close } = await openCliDatabase(config, createLogger(config));
  try {
    const outcome = await runAdminCreate(database.db, args);
    if (outcome.exitCode === 0) console.log(outcome.message);
    else console.error(outcome.message);
    process.exitCode = outcome.exitCode;
  } finally {
    await close();
  }
}

void main();
