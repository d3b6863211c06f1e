import { SmartSplit } from '../client.js';
import { credentials, type Credentials } from './config.js';
import type { Io } from './output.js';

/** A command failed in a way the user can fix without --help (no key, a live key): exit 1. */
export class CliError extends Error {}

export interface CommandContext {
  io: Io;
  /** Ends long-running commands (listen, logs tail) on SIGINT or SIGTERM. */
  signal: AbortSignal;
}

/** The key and server a command uses, and an SDK client on them; a command needs a key. */
export function connect(values: { 'api-key'?: string; 'base-url'?: string }, io: Io): Credentials & { apiKey: string; client: SmartSplit } {
  const creds = credentials(values, io.env);
  if (!creds.apiKey) throw new CliError('No API key: run `smartsplit login`, or pass --api-key or set SMARTSPLIT_API_KEY');
  if (!/^https?:\/\//.test(creds.baseUrl)) throw new CliError(`The base URL must start with http:// or https:// (got ${JSON.stringify(creds.baseUrl)})`);
  return { ...creds, apiKey: creds.apiKey, client: new SmartSplit({ apiKey: creds.apiKey, baseUrl: creds.baseUrl, maxRetries: 2 }) };
}

/** trigger creates real objects: only ever with a test key. */
export function requireTestKey(apiKey: string, what: string): void {
  if (!apiKey.startsWith('sk_test_')) throw new CliError(`${what} works with a test key (sk_test_...) only; this is not one`);
}
