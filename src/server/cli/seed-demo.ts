import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { openCliDatabase } from '../db/cli-database';
import { createLogger } from '../server';
import { cliConfig, parseArgs } from './cli-support';
import { prng } from './seed/prng';
import { seedContactSubmissions } from './seed/seed-contacts';
import { reviewerActor, seedContext } from './seed/seed-context';
import { seedMerchants } from './seed/seed-merchants';
import { DEMO_MERCHANT_PASSWORD } from './seed/seed-merchants-modules';
import { DEMO_BLOCKED_BINS } from './seed/seed-blocked-bins';
import { DEMO_FLAG_KEYS } from './seed/seed-flags';
import { seedPartners } from './seed/seed-partners';
import { seedShowcase, type ShowcaseStep } from './seed/seed-showcase';
import { seedTransactions } from './seed/seed-transactions';

export { seedContext } from './seed/seed-context';
export { seedMerchants } from './seed/seed-merchants';
export { seedTransactions } from './seed/seed-transactions';

const USAGE = `Usage: npm run seed:demo -- [--merchants 40] [--transactions 2000] [--contacts 25] [--seed 7] [--reset]
  --merchants N     merchants to add, in every status and verification state (default 40)
  --transactions N  payments over the last 60 days, decided by the real engine (default 2000)
  --contacts N      contact-form enquiries (default 25)
  --reset           first remove merchants and all they own (payments, documents, sessions, payouts,
                    disputes, invoices, webhooks, request log, notifications), partners, payout runs,
                    email campaigns, the demo feature flags and blocked card ranges, and enquiries
                    (the audit trail and the ledger are append-only and are kept)

Besides merchants, payments and enquiries it adds partners and fee overrides, payout runs with payouts
in every status, disputes in every status with evidence, invoices and a credit note, webhook endpoints
with delivered and failed deliveries, API request-log rows, team invitations, feature flags, blocked
card ranges, an email campaign, a retention run and a KYB review, and notifications, each through the
module the API uses.`;

export interface DemoSeedOptions {
  merchants: number;
  transactions: number;
  contacts: number;
  seed?: number;
  reset?: boolean;
  log?: (line: string) => void;
  /** Showcase steps to leave out (the browser test proves it notices a missing one). */
  skip?: readonly ShowcaseStep[];
}

/**
 * Removes demo-able data. Everything merchant-owned cascades from merchants (payouts, disputes,
 * invoices, webhook endpoints and events, merchant users' notifications, ...); the platform-wide
 * aggregate, the increments not yet folded into it and the API request log and webhook attempts (no foreign keys,
 * decisions 0013 and 0044), partners, payout runs, email campaigns and staff notifications have no merchant
 * to cascade from, so they go by name, merchant team invitations by kind, and the demo's feature
 * flags and blocked card ranges by key (the product's gated flags and any other range stay).
 * audit_logs and ledger_entries are append-only and stay.
 */
export async function resetDemoData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`truncate table merchants, contact_submissions, transaction_platform_daily_stats, transaction_stats_pending, api_request_logs, webhook_attempts, payout_runs, partners, notifications, email_campaigns cascade`,
    );
    await tx.execute(
      sql`delete from feature_flags where key in (${sql.join(
        DEMO_FLAG_KEYS.map((k) => sql`${k}`),
        sql`, `,
      )})`,
    );
    await tx.execute(
      sql`delete from blocked_bins where prefix in (${sql.join(
        DEMO_BLOCKED_BINS.map((b) => sql`${b.prefix}`),
        sql`, `,
      )})`,
    );
    await tx.execute(sql`delete from sessions where subject_type = 'merchant'`);
    await tx.execute(sql`delete from invitations where kind = 'merchant'`);
    await tx.execute(sql`delete from email_outbox where kind like 'merchant.%'`);
  });
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const n = (v: number) => v.toLocaleString('en-GB');

export async function runDemoSeed(ctx: AppContext, o: DemoSeedOptions) {
  const log = o.log ?? (() => undefined);
  const rand = prng(o.seed ?? 7);
  const started = performance.now();
  if (o.reset) {
    await resetDemoData(ctx.database.db);
    log('Removed existing merchants, payments and enquiries.');
  }
  const { actor, created } = await reviewerActor(ctx);

  let t0 = performance.now();
  const step = Math.max(1, Math.ceil(o.merchants / 10));
  const states = await seedMerchants(ctx, rand, actor, {
    count: o.merchants,
    onProgress: (done) => (done % step === 0 || done === o.merchants) && log(`  merchants ${n(done)} / ${n(o.merchants)} (${seconds(t0)})`),
  });
  const merchantsTime = seconds(t0);

  // Before the payments: the ledger reads a merchant's partner as each payment is stored.
  t0 = performance.now();
  const partners = await seedPartners(ctx, actor);
  log(`  partners ${partners.partners}, assigned ${partners.assigned}, fee overrides ${partners.overrides} (${seconds(t0)})`);

  t0 = performance.now();
  const everyRows = Math.max(4_000, Math.ceil(o.transactions / 20 / 4_000) * 4_000);
  let lastLogged = 0;
  const transactions = await seedTransactions(ctx.database.db, {
    count: o.transactions,
    seed: (o.seed ?? 7) + 1,
    onProgress: (done) => {
      if (done - lastLogged >= everyRows || done === o.transactions) {
        lastLogged = done;
        log(`  transactions ${n(done)} / ${n(o.transactions)} (${seconds(t0)})`);
      }
    },
  });
  const transactionsTime = seconds(t0);
  const contacts = await seedContactSubmissions(ctx.database.db, rand, o.contacts);

  t0 = performance.now();
  const showcase = await seedShowcase(ctx, actor, { seed: o.seed ?? 7, log, skip: o.skip });
  const showcaseTime = seconds(t0);
  return {
    states,
    merchantsTime,
    transactions,
    transactionsTime,
    contacts,
    showcase,
    showcaseTime,
    total: seconds(started),
    reviewer: actor.email,
    createdReviewer: created,
  };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.log(USAGE);
    return;
  }
  const count = (name: string, fallback: number) => {
    const raw = args[name];
    if (raw === undefined) return fallback;
    const value = Number(raw.replace(/_/g, ''));
    if (!Number.isInteger(value) || value < 0 || value > 10_000_000) {
      console.error(`--${name} must be a whole number from 0 to 10,000,000\n\n${USAGE}`);
      process.exit(2);
    }
    return value;
  };
  const options: DemoSeedOptions = {
    merchants: count('merchants', 40),
    transactions: count('transactions', 2_000),
    contacts: count('contacts', 25),
    seed: count('seed', 7),
    reset: args.reset === 'true',
    log: (line) => console.log(line),
  };
  const config = cliConfig();
  const logger = createLogger(config);
  const { database, close } = await openCliDatabase(config, logger);
  try {
    console.log(`Seeding demo data (${n(options.merchants)} merchants, ${n(options.transactions)} transactions, ${n(options.contacts)} enquiries)...`);
    const r = await runDemoSeed(await seedContext(config, database, logger), options);
    console.log('\nDone.');
    const added = Object.entries(r.states);
    console.log(
      `  merchants:    ${n(options.merchants)} in ${r.merchantsTime}  ${added.length ? added.map(([s, c]) => `${s} ${c}`).join(', ') : 'none added: all there from an earlier run'}`,
    );
    console.log(`  transactions: ${n(r.transactions)} in ${r.transactionsTime}`);
    console.log(`  enquiries:    ${n(r.contacts)}`);
    console.log(
      `  the rest:     ${r.showcaseTime}  (payouts, disputes, invoices, webhooks, request log, team, flags, risk, campaign, compliance, notifications)`,
    );
    console.log(`  total:        ${r.total}`);
    console.log(`\nDemo merchants sign in with their contact email and the password ${DEMO_MERCHANT_PASSWORD}.`);
    if (r.showcase.showcase) {
      const s = r.showcase.showcase;
      console.log(`For a portal with data on every page, sign in as ${s.email} (${s.companyName}, ${s.merchantId}).`);
    }
    console.log(`Seeded reviews are recorded as ${r.reviewer}.`);
    if (r.createdReviewer) console.log(`No admin existed, so one was created: ${r.createdReviewer.email} / ${r.createdReviewer.password} (shown once).`);
  } finally {
    await close();
  }
}

// Run only as a command, not when the benchmark imports the seed functions.
const invoked = process.argv[1] ? fs.realpathSync(process.argv[1]) : '';
if (invoked === fs.realpathSync(fileURLToPath(import.meta.url))) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
