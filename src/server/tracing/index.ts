export { startTracing, recordingSpan, type Tracing } from './tracing';
export { registerRequestTracing, TRACE_ID_HEADER } from './request-spans';
export { tracePool } from './pg-spans';
export { traceLogFields } from './log-fields';
export { withBatchContext } from './batch-context';
