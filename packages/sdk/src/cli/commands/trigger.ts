import { randomBytes } from 'node:crypto';
import { parse, GLOBAL_HELP, UsageError } from '../args.js';
import { connect, requireTestKey, type CommandContext } from '../context.js';
import { json } from '../output.js';
import type { SmartSplit } from '../../client.js';
import type { Payment, PaymentCreateParams } from '../../types.js';

type Card = PaymentCreateParams['cards'][number];

const card = (id: string, over: Partial<Card> = {}): Card => ({
  id,
  brand: 'VISA',
  last4: '4242',
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 3,
  available: 100_000,
  rewardRate: 0.01,
  ...over,
});

/** A fresh customer each time, so the velocity rules of repeated triggers never decline one. */
const body = (over: Partial<PaymentCreateParams> = {}): PaymentCreateParams => ({
  amount: 12_550,
  currency: 'GBP',
  customerEmail: `trigger.${randomBytes(6).toString('hex')}@example.com`,
  category: 'groceries',
  cards: [card('card_gold', { rewardRate: 0.02, available: 8_000 }), card('card_blue')],
  ...over,
});

interface Made {
  /** What was made, one line each, for people. */
  lines: string[];
  /** The objects, for --json. */
  objects: Record<string, unknown>;
}

type Recipe = (client: SmartSplit, options: { endpoint?: string }) => Promise<Made>;

const made = (payment: Payment, extra: string[] = [], objects: Record<string, unknown> = {}): Made => ({
  lines: [`payment ${payment.transactionId}: ${payment.status}`, ...extra],
  objects: { payment, ...objects },
});

/** A payment whose legs wait for authorisation reports, authorised leg by leg (the report of the last one completes or authorises it). */
async function authoriseAll(client: SmartSplit, payment: Payment) {
  let answer;
  for (const leg of payment.legs)
    answer = await client.payments.reportLegAuthorisation(payment.transactionId, leg.id, { outcome: 'AUTHORISED', processorReference: `ch_${leg.id}` });
  return answer!;
}

/** How each event that test mode can produce is made, through the public API only. */
export const RECIPES: Record<string, { how: string; run: Recipe }> = {
  'payment.completed': { how: 'makes a payment split across two cards', run: async (c) => made(await c.payments.create(body())) },
  'payment.declined': {
    how: 'makes a payment whose only card has expired',
    run: async (c) => {
      const p = await c.payments.create(body({ cards: [card('card_expired', { expMonth: 1, expYear: 2020 })] }));
      return made(p, [`declined: ${p.declineReason ?? 'unknown reason'}`]);
    },
  },
  'payment.created': {
    how: 'makes a payment whose legs wait for your authorisation reports (legConfirmation gateway)',
    run: async (c) => made(await c.payments.create(body({ legConfirmation: 'gateway' }))),
  },
  'payment.authorised': {
    how: 'makes a gateway payment with manual capture and reports every leg authorised',
    run: async (c) => {
      const p = await c.payments.create(body({ legConfirmation: 'gateway', captureMethod: 'manual' }));
      const answer = await authoriseAll(c, p);
      return made(answer.payment);
    },
  },
  'payment.leg_declined': {
    how: 'makes a gateway payment, reports its first leg declined (re-split onto the other card) and authorises the new legs',
    run: async (c) => {
      const p = await c.payments.create(body({ legConfirmation: 'gateway' }));
      const declined = await c.payments.reportLegAuthorisation(p.transactionId, p.legs[0]!.id, { outcome: 'DECLINED', declineCode: 'insufficient_funds' });
      let last = declined;
      for (const leg of declined.payment.legs.filter((l) => l.id !== p.legs[0]!.id && l.status === 'PENDING')) {
        last = await c.payments.reportLegAuthorisation(p.transactionId, leg.id, { outcome: 'AUTHORISED', processorReference: `ch_${leg.id}` });
      }
      return made(
        last.payment,
        [`re-split: ${declined.resplit ? `${declined.resplit.newLegs.length} new leg(s), reward lost ${declined.resplit.rewardLost}` : 'none'}`],
        { resplit: declined.resplit },
      );
    },
  },
  'payment.failed': {
    how: 'makes a one-card gateway payment and reports its leg declined: nothing is left to re-split onto',
    run: async (c) => {
      const p = await c.payments.create(body({ legConfirmation: 'gateway', cards: [card('card_only')] }));
      const answer = await c.payments.reportLegAuthorisation(p.transactionId, p.legs[0]!.id, { outcome: 'DECLINED', declineCode: 'do_not_honor' });
      return made(answer.payment);
    },
  },
  'payment.canceled': {
    how: 'makes a payment with manual capture and cancels it',
    run: async (c) => {
      const p = await c.payments.create(body({ captureMethod: 'manual' }));
      return made((await c.payments.cancel(p.transactionId, { reason: 'requested_by_customer' })).payment);
    },
  },
  'refund.created': {
    how: 'makes a payment and refunds part of it',
    run: async (c) => {
      const p = await c.payments.create(body());
      const refund = await c.refunds.create(p.transactionId, { amount: 2_000, reason: 'requested_by_customer' });
      return made(p, [`refund ${refund.id}: ${refund.status}`], { refund });
    },
  },
  'refund.succeeded': {
    how: 'makes a payment and refunds part of it (a refund of a payment without gateway legs succeeds at once)',
    run: async (c) => RECIPES['refund.created']!.run(c, {}),
  },
  'refund.failed': {
    how: 'makes a gateway payment, refunds it, and reports every refund leg failed',
    run: async (c) => {
      const p = await c.payments.create(body({ legConfirmation: 'gateway' }));
      await authoriseAll(c, p);
      let refund = await c.refunds.create(p.transactionId, { reason: 'requested_by_customer' });
      for (const leg of refund.legs) refund = await c.refunds.reportLegResult(refund.id, leg.legId, { outcome: 'FAILED', reason: 'card_closed' });
      return made(p, [`refund ${refund.id}: ${refund.status}`], { refund });
    },
  },
  'webhook.test': {
    how: 'sends a test event to one of your webhook endpoints (--endpoint we_..., from the portal)',
    run: async (c, { endpoint }) => {
      if (!endpoint) throw new UsageError('webhook.test needs --endpoint: the id of one of your test webhook endpoints (the portal shows it)', 'trigger');
      const sent = await c.webhookEndpoints.sendTestEvent(endpoint);
      return { lines: [`test event sent to ${endpoint}`], objects: { sent } };
    },
  },
};

/** Events test mode cannot produce through an API key, and why. */
export const NOT_TRIGGERABLE: Record<string, string> = {
  'verification.status_changed': 'business verification is reviewed by SmartSplit staff',
  'merchant.status_changed': 'only SmartSplit staff activate, suspend or reinstate an account',
  'api_key.created': 'keys are created in the portal (a signed-in user), never with a key',
  'api_key.revoked': 'keys are revoked in the portal (a signed-in user), never with a key',
  'payout.created': 'payouts are live mode only, run by SmartSplit',
  'payout.processing': 'payouts are live mode only, run by SmartSplit',
  'payout.paid': 'payouts are live mode only, run by SmartSplit',
  'payout.failed': 'payouts are live mode only, run by SmartSplit',
  'dispute.created': 'disputes come from card schemes on live payments only',
  'dispute.closed': 'disputes come from card schemes on live payments only',
};

export const TRIGGER_HELP = `Usage: smartsplit trigger <event> [--endpoint ID] [--json]
       smartsplit trigger --list

Makes the event happen in test mode, through the public API with your test key: it creates the
payment, refund or report the event needs. Run smartsplit listen alongside to receive it.

Options:
  --list           the events this command can make, and those it cannot (with why)
  --endpoint ID    for webhook.test: the webhook endpoint to send it to
  --json           print what was created as JSON

${GLOBAL_HELP}`;

export async function trigger(args: string[], { io }: CommandContext): Promise<number> {
  const { values, positionals } = parse('trigger', args, { list: { type: 'boolean' }, endpoint: { type: 'string' }, json: { type: 'boolean' } }, 1);
  if (values.help) return (io.out(TRIGGER_HELP), 0);
  if (values.list) {
    if (values.json) return (io.out(json({ triggerable: Object.keys(RECIPES), notTriggerable: NOT_TRIGGERABLE })), 0);
    io.out('Events smartsplit trigger can make:');
    for (const [type, { how }] of Object.entries(RECIPES)) io.out(`  ${type.padEnd(28)} ${how}`);
    io.out('\nEvents it cannot make in test mode:');
    for (const [type, why] of Object.entries(NOT_TRIGGERABLE)) io.out(`  ${type.padEnd(28)} ${why}`);
    return 0;
  }
  const type = positionals[0];
  if (!type) throw new UsageError('name the event to trigger, e.g. smartsplit trigger payment.completed (smartsplit trigger --list shows them all)', 'trigger');
  const recipe = RECIPES[type];
  if (!recipe) {
    const why = NOT_TRIGGERABLE[type];
    if (why) throw new UsageError(`${type} cannot be triggered in test mode: ${why}`, 'trigger');
    throw new UsageError(`unknown event ${JSON.stringify(type)}; smartsplit trigger --list shows the events`, 'trigger');
  }
  const { apiKey, client } = connect(values, io);
  requireTestKey(apiKey, 'smartsplit trigger');
  const result = await recipe.run(client, { endpoint: values.endpoint });
  if (values.json) io.out(json(result.objects));
  else {
    io.out(`Triggered ${type}:`);
    for (const line of result.lines) io.out(`  ${line}`);
  }
  return 0;
}
