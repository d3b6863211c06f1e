export { SmartSplit } from './client.js';
export {
  ApiError,
  AuthenticationError,
  ConflictError,
  ConnectionError,
  InvalidRequestError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  SmartSplitError,
  WebhookVerificationError,
} from './errors.js';
export type { SmartSplitErrorInit } from './errors.js';
export { SDK_VERSION, parseRetryAfter } from './http.js';
export type { ClientOptions, RequestOptions, RetryDelayOptions } from './http.js';
export { PageIterator } from './pagination.js';
export type { Page } from './pagination.js';
export type { Events, Payments, Refunds, RequestLog, WebhookEndpoints } from './resources.js';
export { DEFAULT_TOLERANCE_SECONDS, generateTestHeaders, verifyWebhook, Webhooks } from './webhooks.js';
export type { TestHeadersInput, VerifyOptions, WebhookHeaders } from './webhooks.js';
export type * from './types.js';
