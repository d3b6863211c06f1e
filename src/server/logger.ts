import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { LOG_SERIALIZERS } from './loggable-error';
import { traceLogFields } from './tracing';

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

export function loggerOptions(config: Pick<Config, 'logLevel'> & Partial<Pick<Config, 'tracing'>>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    // Errors are logged without SQL parameters or quoted row values (loggable-error.ts).
    serializers: LOG_SERIALIZERS,
    base: { service: 'smartsplit' },
    // With tracing on, each line logged inside a span carries trace_id and span_id (decision 0046).
    ...(config.tracing ? { mixin: traceLogFields } : {}),
  };
}
