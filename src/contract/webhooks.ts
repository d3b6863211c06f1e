import { z } from 'zod';
import { cursorParam, nextCursorSchema, pageLimit } from './admin-paging';
import { safeTextCheck } from './common';
import { EVENT_TYPES, eventIdSchema } from './events';
import { MODES } from './payments';

export const WEBHOOK_ENDPOINT_STATUSES = ['ENABLED', 'DISABLED'] as const;
export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'RETRYING', 'SUCCEEDED', 'FAILED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** A merchant's endpoints, all modes together. */
export const MAX_WEBHOOK_ENDPOINTS = 16;
export const MAX_ROLL_OVERLAP_HOURS = 72;

export const webhookUrlSchema = z
  .string()
  .refine(...safeTextCheck)
  .trim()
  .min(1, 'Enter the URL of your endpoint')
  .max(2048, 'url must be at most 2048 characters')
  .refine((v) => URL.canParse(v), 'Enter a full URL such as https://example.com/webhooks');

export const enabledEventsSchema = z
  .array(z.enum(['*', ...EVENT_TYPES], { error: `each event must be "*" or one of ${EVENT_TYPES.join(', ')}` }))
  .min(1, 'Choose at least one event, or "*" for all')
  .max(EVENT_TYPES.length + 1)
  .transform((list) => (list.includes('*') ? ['*'] : [...new Set(list)]))
  .meta({ description: 'Event types to send, or ["*"] for every type' });

const descriptionSchema = z
  .string()
  .refine(...safeTextCheck)
  .trim()
  .max(200, 'description must be at most 200 characters');

export const webhookEndpointSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    mode: z.enum(MODES),
    enabledEvents: z.array(z.string()),
    description: z.string().nullable(),
    status: z.enum(WEBHOOK_ENDPOINT_STATUSES),
    disabledReason: z.string().nullable().meta({ description: 'Why SmartSplit disabled it (410 Gone, or 5 days of failures); null otherwise' }),
    secretRolledAt: z.string().nullable(),
    previousSecretExpiresAt: z.string().nullable().meta({ description: 'Until then, deliveries are also signed with the previous secret' }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const createWebhookEndpointRequestSchema = z
  .object({
    url: webhookUrlSchema,
    mode: z
      .enum(MODES, { error: 'mode must be live or test' })
      .optional()
      .meta({ description: 'live or test. Required from a portal session; an API key adds endpoints to its own mode only, which is the default' }),
    enabledEvents: enabledEventsSchema,
    description: descriptionSchema.optional(),
  })
  .strict();

export const updateWebhookEndpointRequestSchema = z
  .object({
    url: webhookUrlSchema.optional(),
    enabledEvents: enabledEventsSchema.optional(),
    description: descriptionSchema.nullable().optional(),
    status: z.enum(WEBHOOK_ENDPOINT_STATUSES, { error: 'status must be ENABLED or DISABLED' }).optional(),
  })
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Send at least one of url, enabledEvents, description, status');

export const endpointWithSecretSchema = z.object({
  endpoint: webhookEndpointSchema,
  secret: z.string().meta({ description: 'whsec_...: shown once; keep it to verify signatures' }),
});

export const rollSecretRequestSchema = z
  .object({
    overlapHours: z
      .number({ error: 'overlapHours must be a whole number of hours' })
      .int('overlapHours must be a whole number of hours')
      .min(0, 'overlapHours must be at least 0')
      .max(MAX_ROLL_OVERLAP_HOURS, `overlapHours must be at most ${MAX_ROLL_OVERLAP_HOURS}`)
      .default(24),
  })
  .strict();

export const webhookEndpointParamsSchema = z.object({ id: z.string().max(64) });
export const webhookEndpointListSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });

export const webhookAttemptSchema = z
  .object({
    at: z.string(),
    responseStatus: z.number().int().nullable(),
    durationMs: z.number().int(),
    error: z.string().nullable(),
    responseExcerpt: z.string().nullable().meta({ description: 'The first 1 KB of the answer' }),
  })
  .meta({ id: 'WebhookAttempt' });

export const webhookDeliverySchema = z
  .object({
    id: z.string(),
    endpointId: z.string(),
    eventId: z.string(),
    eventType: z.string(),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    nextAttemptAt: z.string().nullable(),
    createdAt: z.string(),
    attempts: z.array(webhookAttemptSchema),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const deliveryListQuerySchema = z.object({ cursor: cursorParam, limit: pageLimit(20, 100) }).strict();
export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema), nextCursor: nextCursorSchema });
export const deliveryParamsSchema = z.object({ id: z.string().max(64) });
export const replayResponseSchema = z.object({ delivery: webhookDeliverySchema });
export const testEventResponseSchema = z.object({ eventId: z.string(), deliveryId: z.string() });

// Admin: every endpoint with its health, and deliveries across merchants.

export const adminEndpointFilterSchema = z
  .object({
    health: z
      .enum(['failing', 'disabled'], { error: 'health must be failing or disabled' })
      .optional()
      .meta({ description: 'failing: its latest delivery failed or is retrying' }),
    cursor: cursorParam,
    limit: pageLimit(25, 100),
  })
  .strict();

export const adminWebhookEndpointSchema = webhookEndpointSchema
  .extend({
    merchantId: z.string(),
    companyName: z.string(),
    health: z.object({
      deliveries24h: z.number().int(),
      succeeded24h: z.number().int(),
      successRate24h: z.number().nullable().meta({ description: 'Finished deliveries that succeeded in the last 24 h, 0-1; null without any' }),
      lastDeliveryAt: z.string().nullable(),
      lastDeliveryStatus: z.enum(WEBHOOK_DELIVERY_STATUSES).nullable(),
      failingSince: z.string().nullable(),
    }),
  })
  .meta({ id: 'AdminWebhookEndpoint' });
export type AdminWebhookEndpoint = z.infer<typeof adminWebhookEndpointSchema>;

export const adminEndpointListSchema = z.object({ endpoints: z.array(adminWebhookEndpointSchema), nextCursor: nextCursorSchema });

export const adminDeliverySearchSchema = z.object({ eventId: eventIdSchema }).strict();

export const adminWebhookDeliverySchema = webhookDeliverySchema.extend({ merchantId: z.string(), companyName: z.string(), url: z.string() });
export const adminDeliveryListSchema = z.object({ deliveries: z.array(adminWebhookDeliverySchema) });
export const adminReplayResponseSchema = z.object({ delivery: adminWebhookDeliverySchema });

/** One entry of enabledEvents: an event type, or "*" for all. */
export type EventSubscription = z.input<typeof enabledEventsSchema>[number];
