#!/usr/bin/env node
import { pathToFileURL } from 'node:url';
import { realpathSync } from 'node:fs';
import { GLOBAL_HELP, UsageError } from './args.js';
import { CliError, type CommandContext } from './context.js';
import { describeError, processIo, type Io } from './output.js';
import { login, LOGIN_HELP } from './commands/login.js';
import { listen, LISTEN_HELP } from './commands/listen.js';
import { trigger, TRIGGER_HELP } from './commands/trigger.js';
import { logs, LOGS_HELP } from './commands/logs.js';
import { payments, PAYMENTS_HELP } from './commands/payments.js';
import { SDK_VERSION } from '../http.js';

export const HELP = `smartsplit: SmartSplit from the command line, with a test API key

Usage: smartsplit <command> [options]

Commands:
  login              check a test key and keep it for the other commands
  listen             stream test events and forward them, signed, to a local URL
  trigger <event>    make a test event happen (trigger --list shows which)
  logs tail          stream the API request log
  payments ...       create, get, list, capture, cancel and refund payments

Run smartsplit <command> --help for a command's options.

${GLOBAL_HELP}
  --version         print the version

Exit codes: 0 done, 1 the API or the network failed (the API's message, code and field are
printed), 2 the command was not called right (an unknown option, a missing argument).`;

const COMMANDS: Record<string, { run: (args: string[], ctx: CommandContext) => Promise<number>; help: string }> = {
  login: { run: login, help: LOGIN_HELP },
  listen: { run: listen, help: LISTEN_HELP },
  trigger: { run: trigger, help: TRIGGER_HELP },
  logs: { run: logs, help: LOGS_HELP },
  payments: { run: payments, help: PAYMENTS_HELP },
};

/** Runs one command line; resolves with the exit code (never throws). */
export async function run(argv: string[], io: Io = processIo, signal: AbortSignal = new AbortController().signal): Promise<number> {
  const [name, ...args] = argv;
  try {
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
      io.out(HELP);
      return name === undefined ? 2 : 0;
    }
    if (name === '--version' || name === '-v') return (io.out(SDK_VERSION), 0);
    const command = COMMANDS[name];
    if (!command) throw new UsageError(`unknown command ${JSON.stringify(name)}`);
    return await command.run(args, { io, signal });
  } catch (err) {
    if (err instanceof UsageError) {
      io.err(`Usage error: ${err.message}`);
      io.err(`Run smartsplit ${err.command ? `${err.command} ` : ''}--help for usage.`);
      return 2;
    }
    if (err instanceof CliError) {
      io.err(`Error: ${err.message}`);
      return 1;
    }
    io.err(describeError(err));
    return 1;
  }
}

function isMain(): boolean {
  try {
    return process.argv[1] !== undefined && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
  } catch {
    return false;
  }
}

if (isMain()) {
  const controller = new AbortController();
  const stop = () => controller.abort();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  void run(process.argv.slice(2), processIo, controller.signal).then((code) => {
    process.exitCode = code;
  });
}
