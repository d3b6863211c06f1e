import type { FastifyServerOptions } from 'fastify';
import type { LogFn, Logger, LoggerOptions } from 'pino';
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

/**
 * A client that goes away before a compressed answer is fully sent (a page left mid-load) makes the
 * compression pipe report "premature close" as an error. Nothing failed on our side: log it as info.
 */
function isClientAbort(value: unknown): boolean {
  return value instanceof Error && value.message === 'premature close';
}

export function loggerOptions(config: Pick<Config, 'logLevel'> & Partial<Pick<Config, 'tracing'>>) {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    // Errors are logged without SQL parameters or quoted row values (loggable-error.ts).
    serializers: LOG_SERIALIZERS,
    base: { service: 'smartsplit' },
    // With tracing on, each line logged inside a span carries trace_id and span_id (decision 0046).
    ...(config.tracing ? { mixin: traceLogFields } : {}),
    hooks: {
      logMethod(this: Logger, args: Parameters<LogFn>, method: LogFn, level: number) {
        if (level >= 50 && isClientAbort(args[0])) {
          this.info({ event: 'client_closed' }, 'The client closed the connection before the answer was fully sent');
          return;
        }
        return method.apply(this, args);
      },
    },
  } satisfies LoggerOptions & FastifyServerOptions['logger'];
}
