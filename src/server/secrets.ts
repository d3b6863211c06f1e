import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config';

/**
 * APP_SECRET (or the content of APP_SECRET_FILE, read in config.ts), else one generated on first start into
 * DATA_DIR (mode 0600) and reused after. Instances that share a database must
 * share the secret, so scale-out deployments set APP_SECRET explicitly.
 */
export function resolveAppSecret(config: Config): string {
  if (config.appSecret) return config.appSecret;
  fs.mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, 'app-secret');
  try {
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} is damaged (shorter than 32 characters); delete it or set APP_SECRET`);
  return secret;
}
