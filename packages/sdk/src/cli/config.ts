import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

/** What `smartsplit login` and `smartsplit listen` keep between runs. */
export interface StoredConfig {
  apiKey?: string;
  baseUrl?: string;
  /** The secret `listen` signs forwarded events with (whsec_...). */
  webhookSecret?: string;
}

export const DEFAULT_BASE_URL = 'http://localhost:5000';

/** `$XDG_CONFIG_HOME/smartsplit`, else `~/.config/smartsplit`. */
export function configDir(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CONFIG_HOME && env.XDG_CONFIG_HOME.trim() !== '' ? env.XDG_CONFIG_HOME : join(homedir(), '.config');
  return join(base, 'smartsplit');
}

export const configFile = (env: NodeJS.ProcessEnv = process.env) => join(configDir(env), 'config.json');

export function readConfig(env: NodeJS.ProcessEnv = process.env): StoredConfig {
  try {
    const parsed = JSON.parse(readFileSync(configFile(env), 'utf8')) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as StoredConfig) : {};
  } catch {
    return {};
  }
}

/**
 * Merges `changes` into the stored config. The folder is 0700 and the file 0600 (it holds a secret
 * key): written to a temporary file of that mode and renamed, so it is never readable by others,
 * not even for a moment, and a crash never leaves half a file.
 */
export function writeConfig(changes: StoredConfig, env: NodeJS.ProcessEnv = process.env): string {
  const dir = configDir(env);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  const file = configFile(env);
  const next = { ...readConfig(env), ...changes };
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(next, null, 2) + '\n', { mode: 0o600 });
  chmodSync(tmp, 0o600);
  renameSync(tmp, file);
  return file;
}

/** The secret listen signs with: the stored one, or a new one stored now (so it survives restarts). */
export function webhookSecret(env: NodeJS.ProcessEnv = process.env): { secret: string; file: string; created: boolean } {
  const stored = readConfig(env).webhookSecret;
  if (stored && /^whsec_[A-Za-z0-9+/]+=*$/.test(stored)) return { secret: stored, file: configFile(env), created: false };
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  return { secret, file: writeConfig({ webhookSecret: secret }, env), created: true };
}

export interface Credentials {
  apiKey: string | undefined;
  baseUrl: string;
}

/** --api-key, then SMARTSPLIT_API_KEY, then the stored key; the same order for the base URL. */
export function credentials(values: { 'api-key'?: string; 'base-url'?: string }, env: NodeJS.ProcessEnv = process.env): Credentials {
  const stored = readConfig(env);
  const pick = (...candidates: (string | undefined)[]) => candidates.find((c) => c !== undefined && c.trim() !== '')?.trim();
  return {
    apiKey: pick(values['api-key'], env.SMARTSPLIT_API_KEY, stored.apiKey),
    baseUrl: (pick(values['base-url'], env.SMARTSPLIT_BASE_URL, stored.baseUrl) ?? DEFAULT_BASE_URL).replace(/\/+$/, ''),
  };
}
