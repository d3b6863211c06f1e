import { z } from 'zod';
import { cursorParam, modeParam, nextCursorSchema, pageLimit } from './admin-paging';
import { MODES } from './payments';

/**
 * The API request log: one entry per call made with an API key (docs/decisions/0013). It never
 * holds a request or response body.
 */

export const REQUEST_ID_PATTERN = /^req_[0-9a-f]{32}$/;

/** `2xx`, `4xx`, `5xx` (a class) or an exact status such as `402`. */
export const REQUEST_STATUS_FILTER = /^[1-5](xx|\d\d)$/;

export const STATUS_CLASSES = ['2xx', '4xx', '5xx'] as const;

export const requestLogFilterShape = {
  limit: pageLimit(25, 100),
  cursor: cursorParam,
  status: z
    .string()
    .regex(REQUEST_STATUS_FILTER, 'status must be a class such as 2xx, 4xx or 5xx, or an exact status such as 402')
    .optional()
    .meta({ description: 'A status class (2xx, 4xx, 5xx) or an exact status (e.g. 402)' }),
  path: z
    .string()
    .trim()
    .min(1, 'path must not be empty')
    .max(200, 'path must be at most 200 characters')
    .optional()
    .meta({ description: 'Requests whose path starts with this, e.g. /api/merchant/process-payment' }),
  key: z.uuid({ error: 'key must be an API key id' }).optional().meta({ description: 'The id of the API key that made the request' }),
  mode: modeParam,
};

export const requestLogQuerySchema = z.object(requestLogFilterShape).strict();
export type RequestLogQuery = z.input<typeof requestLogQuerySchema>;

export const apiRequestSchema = z
  .object({
    requestId: z.string().meta({ description: 'The Request-Id header of the answer' }),
    keyId: z.string(),
    keyPrefix: z.string().meta({ description: 'The display prefix of the key, never enough to use it' }),
    mode: z.enum(MODES),
    method: z.string(),
    route: z.string().meta({ description: 'The endpoint, e.g. /api/merchant/transactions' }),
    path: z.string().meta({ description: 'The path as sent, without the query string' }),
    status: z.number().int(),
    durationMs: z.number().int(),
    idempotencyKey: z.string().nullable(),
    errorCode: z.string().nullable().meta({ description: 'The error code of the answer (or the decline reason of a 402), when the status is 400 or more' }),
    createdAt: z.string().meta({ description: 'ISO-8601, when the request arrived' }),
  })
  .meta({ id: 'ApiRequest' });
export type ApiRequest = z.infer<typeof apiRequestSchema>;

export const requestLogPageSchema = z.object({ requests: z.array(apiRequestSchema), nextCursor: nextCursorSchema });
export type RequestLogPage = z.infer<typeof requestLogPageSchema>;

export const requestIdParamsSchema = z.object({ requestId: z.string().max(64) });
export const apiRequestDetailSchema = z.object({ request: apiRequestSchema });

/** Admin: the same entry with its merchant. */
export const adminApiRequestSchema = apiRequestSchema
  .extend({ merchantId: z.string().meta({ description: 'Public merchant id (mch_...)' }), companyName: z.string() })
  .meta({ id: 'AdminApiRequest' });
export type AdminApiRequest = z.infer<typeof adminApiRequestSchema>;

const merchantFilter = z.string().trim().min(1).max(100).optional().meta({ description: 'Public merchant id (mch_...)' });

export const adminRequestLogQuerySchema = z.object({ ...requestLogFilterShape, limit: pageLimit(50, 100), merchantId: merchantFilter }).strict();
export type AdminRequestLogQuery = z.input<typeof adminRequestLogQuerySchema>;
export const adminRequestLogPageSchema = z.object({ requests: z.array(adminApiRequestSchema), nextCursor: nextCursorSchema });

/** Admin: API keys across merchants. */
export const API_KEY_STATUSES = ['active', 'revoked'] as const;

export const adminApiKeysQuerySchema = z
  .object({
    limit: pageLimit(50, 100),
    cursor: cursorParam,
    merchantId: merchantFilter,
    mode: modeParam,
    status: z.enum(API_KEY_STATUSES, { error: 'status must be active or revoked' }).optional(),
    prefix: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_]{1,40}$/, 'prefix must be letters, digits or _ (the start of a key prefix, e.g. sk_live_Ab)')
      .optional()
      .meta({ description: 'Keys whose display prefix starts with this' }),
  })
  .strict();
export type AdminApiKeysQuery = z.input<typeof adminApiKeysQuerySchema>;

export const adminApiKeySchema = z
  .object({
    id: z.string(),
    prefix: z.string(),
    mode: z.enum(MODES),
    status: z.enum(API_KEY_STATUSES),
    merchantId: z.string(),
    companyName: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
    requests24h: z.number().int().meta({ description: 'Requests in the last 24 hours (to the hour)' }),
    requests30d: z.number().int().meta({ description: 'Requests in the last 30 days (to the hour)' }),
  })
  .meta({ id: 'AdminApiKey' });
export type AdminApiKey = z.infer<typeof adminApiKeySchema>;

export const adminApiKeyListSchema = z.object({ apiKeys: z.array(adminApiKeySchema), nextCursor: nextCursorSchema });
export const adminApiKeyParamsSchema = z.object({ keyId: z.string().max(64) });
export const adminRevokeApiKeyResponseSchema = z.object({ apiKey: adminApiKeySchema, message: z.string() });

/** Admin: request volume and error rate per merchant over time. */
export const USAGE_RANGES = ['24h', '30d'] as const;
export type UsageRange = (typeof USAGE_RANGES)[number];

export const apiUsageQuerySchema = z
  .object({
    range: z.enum(USAGE_RANGES, { error: 'range must be 24h or 30d' }).default('24h').meta({ description: '24h (hourly buckets) or 30d (daily buckets)' }),
    merchantId: merchantFilter,
    mode: modeParam,
  })
  .strict();

const usagePointSchema = z.object({ requests: z.number().int(), errors: z.number().int() });

export const apiUsageSchema = z
  .object({
    range: z.enum(USAGE_RANGES),
    bucket: z.enum(['hour', 'day']),
    /** The start of each bucket, oldest first; every series has one point per bucket. */
    buckets: z.array(z.string()),
    total: usagePointSchema.extend({ series: z.array(usagePointSchema) }),
    merchants: z.array(
      usagePointSchema.extend({
        merchantId: z.string(),
        companyName: z.string(),
        series: z.array(usagePointSchema),
      }),
    ),
  })
  .meta({ id: 'ApiUsage' });
export type ApiUsage = z.infer<typeof apiUsageSchema>;

/** How many merchants the usage charts draw, busiest first. */
export const USAGE_TOP_MERCHANTS = 8;
