import { readFileSync } from 'node:fs';
import { parse, GLOBAL_HELP, integerOption, jsonOption, UsageError } from '../args.js';
import { connect, type CommandContext } from '../context.js';
import { json, money } from '../output.js';
import type { LifecycleAnswer, Payment, PaymentCreateParams, PaymentDetail, Refund } from '../../types.js';

export const PAYMENTS_HELP = `Usage: smartsplit payments <command> [options]

Commands:
  create --amount PENCE --cards CARDS [--currency GBP] [--customer-email E] [--category C]
         [--capture-method automatic|manual] [--leg-confirmation none|gateway] [--data JSON]
                           make a payment; CARDS is JSON or the path of a JSON file (an array of
                           cards as the process-payment body takes them); --data is the whole
                           body (or part of it) as JSON, the other options win over it
  get <paymentId>          a payment with its legs, refunds and history
  list [--status S] [--limit N]
                           your payments, newest first (default 10)
  capture <paymentId> [--amount PENCE]
                           capture an authorised payment, all of it or part
  cancel <paymentId> [--reason requested_by_customer|abandoned|duplicate|fraudulent]
                           cancel a payment not yet captured
  refund <paymentId> [--amount PENCE] [--reason requested_by_customer|duplicate|fraudulent|other]
         [--allocation keep_most_reward|pro_rata|last_leg_first]
                           refund a captured payment, all that is left or part

Every command takes --json (the API's JSON on stdout, for scripts).

${GLOBAL_HELP}`;

function paymentLines(p: Payment | PaymentDetail): string[] {
  const lines = [`${p.transactionId}  ${p.status}  ${money(p.amount, p.currency)}  ${p.createdAt}`];
  if (p.status === 'DECLINED') lines.push(`  declined: ${p.declineReason ?? 'unknown'}`);
  for (const leg of p.legs ?? []) lines.push(`  leg ${leg.id}  card ${leg.cardId}  ${money(leg.amount, p.currency)}  ${leg.status}`);
  return lines;
}

const lifecycleLines = (a: LifecycleAnswer) => [
  ...paymentLines(a.payment),
  ...(a.voidReferences.length ? [`  void these authorisations: ${a.voidReferences.join(', ')}`] : []),
];

const refundLines = (r: Refund) => [
  `${r.id}  ${r.status}  ${money(r.amount)}  for ${r.paymentId}`,
  ...r.legs.map((l) => `  leg ${l.legId}  card ${l.cardId}  ${money(l.amount)}  ${l.status}`),
];

const OPTIONS = {
  json: { type: 'boolean' },
  amount: { type: 'string' },
  currency: { type: 'string' },
  cards: { type: 'string' },
  'customer-email': { type: 'string' },
  category: { type: 'string' },
  'capture-method': { type: 'string' },
  'leg-confirmation': { type: 'string' },
  data: { type: 'string' },
  status: { type: 'string' },
  limit: { type: 'string' },
  reason: { type: 'string' },
  allocation: { type: 'string' },
} as const;

/** Which options each command takes; any other is a usage error. */
const ALLOWED: Record<string, (keyof typeof OPTIONS)[]> = {
  create: ['json', 'amount', 'currency', 'cards', 'customer-email', 'category', 'capture-method', 'leg-confirmation', 'data'],
  get: ['json'],
  list: ['json', 'status', 'limit'],
  capture: ['json', 'amount'],
  cancel: ['json', 'reason'],
  refund: ['json', 'amount', 'reason', 'allocation'],
};

export async function payments(args: string[], { io }: CommandContext): Promise<number> {
  const { values, positionals } = parse('payments', args, OPTIONS, 2);
  const [sub, id] = positionals;
  if (values.help || sub === undefined) {
    if (!values.help) throw new UsageError('name a command: create, get, list, capture, cancel or refund', 'payments');
    return (io.out(PAYMENTS_HELP), 0);
  }
  const allowed = ALLOWED[sub];
  if (!allowed) throw new UsageError(`unknown payments command ${JSON.stringify(sub)}; use create, get, list, capture, cancel or refund`, 'payments');
  for (const name of Object.keys(values)) {
    if (name in OPTIONS && !allowed.includes(name as keyof typeof OPTIONS)) throw new UsageError(`payments ${sub} does not take --${name}`, 'payments');
  }
  const needsId = sub !== 'create' && sub !== 'list';
  if (needsId && !id) throw new UsageError(`payments ${sub} needs a payment id, e.g. smartsplit payments ${sub} pay_...`, 'payments');
  if (!needsId && id) throw new UsageError(`unexpected argument ${JSON.stringify(id)}`, 'payments');
  const print = (data: unknown, lines: string[]) => (values.json ? io.out(json(data)) : lines.forEach((l) => io.out(l)));
  const amount = integerOption('amount', values.amount, 'payments');

  if (sub === 'create') {
    const base = values.data === undefined ? {} : jsonOption('data', values.data, 'payments', (p) => readFileSync(p, 'utf8'));
    if (!base || typeof base !== 'object' || Array.isArray(base)) throw new UsageError('--data must be a JSON object (the process-payment body)', 'payments');
    const given: Record<string, unknown> = {
      amount,
      currency: values.currency,
      cards: values.cards === undefined ? undefined : jsonOption('cards', values.cards, 'payments', (p) => readFileSync(p, 'utf8')),
      customerEmail: values['customer-email'],
      category: values.category,
      captureMethod: values['capture-method'],
      legConfirmation: values['leg-confirmation'],
    };
    const body: Record<string, unknown> = { currency: 'GBP', ...(base as Record<string, unknown>) };
    for (const [key, value] of Object.entries(given)) if (value !== undefined) body[key] = value;
    if (body.amount === undefined) throw new UsageError('payments create needs --amount (in pence) or an amount in --data', 'payments');
    if (body.cards === undefined) throw new UsageError('payments create needs --cards (JSON or a file) or cards in --data', 'payments');
    const { client } = connect(values, io);
    const payment = await client.payments.create(body as unknown as PaymentCreateParams);
    print(payment, paymentLines(payment));
    return 0;
  }
  const { client } = connect(values, io);
  if (sub === 'get') {
    const payment = await client.payments.retrieve(id!);
    print(payment, paymentLines(payment));
  } else if (sub === 'list') {
    const limit = integerOption('limit', values.limit, 'payments') ?? 10;
    const items = await client.payments.list({ status: values.status as never, limit: Math.min(Math.max(limit, 1), 100) }).toArray({ limit });
    print(items, items.length ? items.flatMap((p) => paymentLines(p).slice(0, 1)) : ['No payments.']);
  } else if (sub === 'capture') {
    const answer = await client.payments.capture(id!, amount === undefined ? {} : { amount });
    print(answer, lifecycleLines(answer));
  } else if (sub === 'cancel') {
    const answer = await client.payments.cancel(id!, { reason: (values.reason ?? 'requested_by_customer') as never });
    print(answer, lifecycleLines(answer));
  } else {
    const refund = await client.refunds.create(id!, {
      reason: (values.reason ?? 'requested_by_customer') as never,
      ...(amount === undefined ? {} : { amount }),
      ...(values.allocation === undefined ? {} : { allocation: values.allocation as never }),
    });
    print(refund, refundLines(refund));
  }
  return 0;
}
