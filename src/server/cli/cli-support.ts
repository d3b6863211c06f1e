import { ConfigError, loadConfig, type Config } from '../config';
import { PACKAGE_VERSION } from '../project-root';

/** Parses `--name value` pairs; flags without a value become "true". */
export function parseArgs(argv: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) continue;
    const [key, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    if (inline !== undefined) out[key] = inline;
    else if (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--')) out[key] = argv[++i]!;
    else out[key] = 'true';
  }
  return out;
}

export function cliConfig(): Config {
  try {
    return loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }, PACKAGE_VERSION);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
