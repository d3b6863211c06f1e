import { parseArgs } from 'node:util';

/** A mistake in how a command was called: printed with a pointer to --help, exit code 2. */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly command?: string,
  ) {
    super(message);
    this.name = 'UsageError';
  }
}

/** The options every command takes. */
export const GLOBAL_OPTIONS = {
  'api-key': { type: 'string' },
  'base-url': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export const GLOBAL_HELP = `Global options:
  --api-key KEY     use this key (also SMARTSPLIT_API_KEY) instead of the stored one
  --base-url URL    the SmartSplit server (also SMARTSPLIT_BASE_URL; default the stored one, else http://localhost:5000)
  -h, --help        show help`;

export type OptionSpec = Record<string, { type: 'string' | 'boolean'; short?: string }>;

/** The values of the options given: strings, or true for a flag. */
export type Values<O extends OptionSpec> = { [K in keyof O]?: O[K] extends { type: 'boolean' } ? boolean : string };

export interface Parsed<O extends OptionSpec> {
  values: Values<O & typeof GLOBAL_OPTIONS>;
  positionals: string[];
}

/**
 * node:util parseArgs in strict mode, with its errors turned into usage errors that name the
 * command, so an unknown option or a missing value exits 2 with a clear message.
 */
export function parse<O extends OptionSpec>(command: string, args: string[], options: O, maxPositionals = 0): Parsed<O> {
  try {
    const parsed = parseArgs({ args, options: { ...GLOBAL_OPTIONS, ...options }, allowPositionals: true, strict: true }) as unknown as Parsed<O>;
    if (!parsed.values.help && parsed.positionals.length > maxPositionals) {
      throw new UsageError(`unexpected argument ${JSON.stringify(parsed.positionals[maxPositionals])}`, command);
    }
    return parsed;
  } catch (err) {
    if (err instanceof UsageError) throw err;
    const message = err instanceof Error ? err.message.replace(/\. To specify a positional argument.*$/s, '') : String(err);
    throw new UsageError(message, command);
  }
}

/** A whole number of pence (or another integer option), or a usage error naming the option. */
export function integerOption(name: string, value: string | undefined, command: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`--${name} must be a whole number (got ${JSON.stringify(value)})`, command);
  return Number(value);
}

/** A JSON value given inline or as a file path (`@file` or a path that exists). */
export function jsonOption(name: string, value: string, command: string, readFile: (path: string) => string): unknown {
  let text = value;
  const trimmed = value.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) {
    try {
      text = readFile(trimmed.startsWith('@') ? trimmed.slice(1) : trimmed);
    } catch {
      throw new UsageError(`--${name} must be JSON or the path of a JSON file; cannot read ${JSON.stringify(trimmed)}`, command);
    }
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new UsageError(`--${name} is not valid JSON`, command);
  }
}
