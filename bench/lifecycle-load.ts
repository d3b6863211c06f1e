import autocannon from 'autocannon';

/**
 * The payment lifecycle's calls for bench:api (docs/decisions/0033): captures, refunds and the
 * gateway's authorisation reports. Each is fed from payments made beforehand through
 * process-payment, since a capture consumes its payment, a report its leg, and a payment can take
 * only so many refunds. Every request takes the next one from its feed; a feed that runs dry is
 * counted (its requests then reuse the last target and are refused, showing as non-2xx).
 */

/** The app under load and the key it is driven with. */
export interface Target {
  url: string;
  secret: string;
  /** The body of a fresh process-payment request (a wallet and a customer). */
  paymentBody(): Record<string, unknown>;
}

interface Made {
  transactionId: string;
  amountCaptured: number;
  legs: { id: string; status: string }[];
}

/** Pence taken by each refund: small, so one payment takes many. */
export const REFUND_AMOUNT = 10;
/** Refunds are spread over at least this many payments, so they rarely wait on one payment's lock. */
const MIN_REFUND_PAYMENTS = 1_000;
/** Payments whose authorisation reports are interleaved (about a second's reports at the rates measured here). */
const REPORT_ROUND = 1_000;
const SEED_CONNECTIONS = 50;

/** Makes `count` payments with the given lifecycle fields, `SEED_CONNECTIONS` at a time. */
async function makePayments(target: Target, count: number, fields: Record<string, unknown>): Promise<Made[]> {
  if (count <= 0) return [];
  const made: Made[] = [];
  let refused = 0;
  await autocannon({
    url: target.url,
    connections: Math.min(SEED_CONNECTIONS, count),
    amount: count,
    timeout: 60,
    requests: [
      {
        method: 'POST',
        path: '/api/merchant/process-payment',
        headers: { authorization: `Bearer ${target.secret}`, 'content-type': 'application/json' },
        setupRequest: (req) => ({ ...req, body: JSON.stringify({ ...target.paymentBody(), ...fields }) }),
        onResponse: (status, body) => {
          if (status === 201) made.push(JSON.parse(body) as Made);
          else refused++;
        },
      },
    ],
  });
  if (refused > 0) console.log(`  (${refused} of ${count} payments made for the feed were refused)`);
  return made;
}

export interface Scenario {
  title: string;
  /** autocannon's request list for this call. */
  requests: autocannon.Request[];
  /** Makes sure the feed holds at least `requests` more requests' worth. */
  topUp(requests: number): Promise<void>;
  /** What the feed holds now, in requests. */
  available(): number;
  /** Requests sent while the feed was empty. */
  dry: number;
}

function jsonRequest(target: Target, build: () => { path: string; body: unknown }): autocannon.Request[] {
  return [
    {
      method: 'POST',
      path: '/',
      headers: { authorization: `Bearer ${target.secret}`, 'content-type': 'application/json' },
      setupRequest: (req) => {
        const { path, body } = build();
        return { ...req, path, body: JSON.stringify(body) };
      },
    },
  ];
}

/**
 * A first-in, first-out list that takes from its head in constant time. Array.shift copies the
 * whole array once it is large (hundreds of thousands of ids here), which made the load generator
 * spend a third of a core on it, on the machine the server under test shares.
 */
class Feed<T> {
  private items: T[] = [];
  private head = 0;
  get length(): number {
    return this.items.length - this.head;
  }
  push(item: T): void {
    this.items.push(item);
  }
  shift(): T | undefined {
    if (this.head >= this.items.length) return undefined;
    const item = this.items[this.head++];
    if (this.head >= 65_536 && this.head * 2 >= this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
    return item;
  }
}

/** POST /api/merchant/payments/{id}/capture on payments made with captureMethod manual, one capture each. */
export function captureScenario(target: Target): Scenario {
  const feed = new Feed<string>();
  let last = 'txn_none';
  const scenario: Scenario = {
    title: 'capture',
    dry: 0,
    available: () => feed.length,
    async topUp(requests) {
      const made = await makePayments(target, requests - feed.length, { captureMethod: 'manual' });
      for (const p of made) feed.push(p.transactionId); // not push(...made): a feed can hold more than a call's arguments
    },
    requests: jsonRequest(target, () => {
      const id = feed.shift();
      if (id === undefined) scenario.dry++;
      else last = id;
      return { path: `/api/merchant/payments/${id ?? last}/capture`, body: {} };
    }),
  };
  return scenario;
}

/**
 * POST /api/merchant/payments/{id}/refunds of REFUND_AMOUNT pence, round-robin over captured
 * payments (at least MIN_REFUND_PAYMENTS of them), each taking refunds until it has too little left.
 */
export function refundScenario(target: Target): Scenario {
  const feed: { id: string; left: number }[] = [];
  let next = 0;
  let last = 'txn_none';
  const capacity = () => feed.reduce((n, p) => n + Math.floor(p.left / REFUND_AMOUNT), 0);
  const scenario: Scenario = {
    title: 'refund',
    dry: 0,
    available: capacity,
    async topUp(requests) {
      let short = requests - capacity();
      const wanted = Math.max(MIN_REFUND_PAYMENTS - feed.length, 0);
      if (short <= 0 && wanted === 0) return;
      // A payment's average amount, from those made so far (or a first guess).
      const average = feed.length > 0 ? capacity() / feed.length : 50;
      const count = Math.max(wanted, Math.ceil(short / Math.max(average, 1)));
      const made = await makePayments(target, count, {});
      for (const p of made) feed.push({ id: p.transactionId, left: p.amountCaptured });
      short = requests - capacity();
      if (short > 0) await scenario.topUp(requests);
    },
    requests: jsonRequest(target, () => {
      let pick: { id: string; left: number } | undefined;
      for (let tries = 0; tries < feed.length && !pick; tries++) {
        next = (next + 1) % feed.length;
        if (feed[next]!.left >= REFUND_AMOUNT) pick = feed[next];
      }
      if (pick) {
        pick.left -= REFUND_AMOUNT;
        last = pick.id;
      } else scenario.dry++;
      return { path: `/api/merchant/payments/${pick?.id ?? last}/refunds`, body: { amount: REFUND_AMOUNT, reason: 'other' } };
    }),
  };
  return scenario;
}

/**
 * POST /api/merchant/payments/{id}/legs/{legId}/authorisation {outcome: AUTHORISED}, one report per
 * leg of payments made with legConfirmation gateway. The legs are fed a round of payments at a time,
 * first legs first, so concurrent reports are mostly on different payments; a payment's last report
 * completes it.
 */
export function authorisationScenario(target: Target): Scenario {
  const feed = new Feed<{ paymentId: string; legId: string }>();
  let last = { paymentId: 'txn_none', legId: 'leg_none' };
  const scenario: Scenario = {
    title: 'authorisation report',
    dry: 0,
    available: () => feed.length,
    async topUp(requests) {
      while (feed.length < requests) {
        // About two legs a payment; the loop makes more if that guess was high.
        const made = await makePayments(target, Math.ceil((requests - feed.length) / 2), { legConfirmation: 'gateway' });
        // In rounds of REPORT_ROUND payments, each round's first legs, then their second legs, and so on:
        // a gateway reports a payment's legs seconds apart, and concurrent reports are still on
        // different payments.
        for (let start = 0; start < made.length; start += REPORT_ROUND) {
          const round = made.slice(start, start + REPORT_ROUND);
          const legs = round.reduce((most, p) => Math.max(most, p.legs.length), 0);
          for (let i = 0; i < legs; i++) {
            for (const p of round) if (p.legs[i]?.status === 'PENDING') feed.push({ paymentId: p.transactionId, legId: p.legs[i]!.id });
          }
        }
        if (made.length === 0) throw new Error('no payment could be made for the authorisation reports');
      }
    },
    requests: jsonRequest(target, () => {
      const leg = feed.shift();
      if (leg === undefined) scenario.dry++;
      else last = leg;
      const { paymentId, legId } = leg ?? last;
      return { path: `/api/merchant/payments/${paymentId}/legs/${legId}/authorisation`, body: { outcome: 'AUTHORISED' } };
    }),
  };
  return scenario;
}
