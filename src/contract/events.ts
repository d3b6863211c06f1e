import { z } from 'zod';
import { cursorParam, nextCursorSchema, pageLimit } from './admin-paging';
import { MODES } from './payments';

/**
 * Every kind of event SmartSplit records and can push to webhook endpoints. A new kind of event is
 * one line here; the events table, the filters, the endpoint subscriptions and the portal's
 * checkboxes all read this list.
 */
export const EVENT_TYPES = [
  'payment.completed',
  'payment.declined',
  'payment.created',
  'payment.authorised',
  'payment.leg_declined',
  'payment.failed',
  'payment.canceled',
  'refund.created',
  'refund.succeeded',
  'refund.failed',
  'verification.status_changed',
  'merchant.status_changed',
  'api_key.created',
  'api_key.revoked',
  'payout.created',
  'payout.processing',
  'payout.paid',
  'payout.failed',
  'dispute.created',
  'dispute.closed',
  'webhook.test',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_TYPE_DESCRIPTIONS: Record<EventType, string> = {
  'payment.completed': 'A payment was split and stored',
  'payment.declined': 'A payment was declined and stored with its reason',
  'payment.created': 'A payment was split and its legs wait for your authorisation reports (legConfirmation gateway)',
  'payment.authorised': 'Every leg of a payment is authorised; with captureMethod manual it waits for capture',
  'payment.leg_declined': 'A leg was declined or partly authorised; the data names the new legs and the reward lost',
  'payment.failed': 'No re-split could cover a declined leg; the data lists the authorisations to void',
  'payment.canceled': 'A payment was canceled, or its authorisation expired; the data lists the authorisations to void',
  'refund.created': 'A refund was created across the payment’s legs',
  'refund.succeeded': 'A refund succeeded (on some legs, when PARTIALLY_SUCCEEDED)',
  'refund.failed': 'A refund failed on every leg; the amount can be refunded again',
  'verification.status_changed': 'Business verification moved to another status',
  'merchant.status_changed': 'The account was activated, suspended or reinstated',
  'api_key.created': 'An API key was created',
  'api_key.revoked': 'An API key was revoked',
  'payout.created': 'A payout of the available balance was created (live mode)',
  'payout.processing': 'A payout was sent to the bank',
  'payout.paid': 'A payout reached the bank account',
  'payout.failed': 'A payout failed; its amount is back in the balance',
  'dispute.created': 'A dispute was opened on one card of a live payment; its amount is held from payouts',
  'dispute.closed': 'A dispute was won, lost or accepted',
  'webhook.test': 'A test event sent from the portal',
};

export const eventIdSchema = z
  .string()
  .max(64)
  .regex(/^evt_[A-Za-z0-9]{1,60}$/, 'Event ids look like evt_...');

export const eventSchema = z
  .object({
    id: z.string().meta({ description: 'evt_...; also the webhook-id header of every delivery of it' }),
    type: z.enum(EVENT_TYPES),
    mode: z.enum(MODES),
    createdAt: z.string(),
    data: z.record(z.string(), z.unknown()).meta({ description: 'The object as the API shows it (for payments, the stored answer)' }),
  })
  .meta({ id: 'Event' });
export type ApiEvent = z.infer<typeof eventSchema>;

export const eventListQuerySchema = z
  .object({
    type: z.enum(EVENT_TYPES, { error: `type must be one of ${EVENT_TYPES.join(', ')}` }).optional(),
    cursor: cursorParam,
    limit: pageLimit(25, 100),
  })
  .strict();

export const eventIdParamsSchema = z.object({ eventId: z.string().max(64) });

export const eventListSchema = z.object({ events: z.array(eventSchema), nextCursor: nextCursorSchema });
