import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { LOG_SERIALIZERS } from './loggable-error';

export { LOG_SERIALIZERS } from './loggable-error';

/** Never log secrets: credentials, keys, bank details, document contents. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'authorization',
  'password',
  '*.password',
  'secret',
  '*.secret',
  'token',
  '*.token',
  'body',
  '*.body',
];

export function loggerOptions(config: Pick<Config, 'logLevel'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    // Errors are logged without SQL parameters or quoted row values (loggable-error.ts).
    serializers: LOG_SERIALIZERS,
    base: { service: 'smartsplit' },
  };
}
