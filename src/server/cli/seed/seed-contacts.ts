import type { Db } from '@server/db/client';
import { contactSubmissions } from '@server/db/schema/index';
import { DEMO_FIRST_NAMES, DEMO_LAST_NAMES } from './demo-names';
import { intBetween, pick, type Rand } from './prng';

const COMPANIES = [
  'Northgate Payments',
  'Brightwave Gateway Ltd',
  'Kestrel Commerce',
  'Albion Merchant Services',
  'Harbourline Retail Group',
  'Cobalt Checkout',
  null,
];
const MESSAGES: Record<string, (string | null)[]> = {
  partnership: [
    'We process around 40,000 card payments a day and would like to discuss a revenue-sharing partnership.',
    'Could we arrange a call about offering split payments to our merchants?',
  ],
  integration: ['What does a typical integration timeline look like for a hosted checkout?', 'Do you have a sandbox and webhooks for payment outcomes?'],
  licensing: ['We are interested in licensing the optimisation engine for our own wallet product.'],
  general: ['Please send your pricing sheet and security documentation.', null],
};

/**
 * Contact-form enquiries over the last 30 days. Written directly: the public
 * contact endpoint adds only validation and rate limiting in front of this insert.
 */
export async function seedContactSubmissions(db: Db, rand: Rand, count: number, now = new Date()): Promise<number> {
  if (count <= 0) return 0;
  const rows = Array.from({ length: count }, (_, i) => {
    const interestType = pick(rand, ['partnership', 'integration', 'licensing', 'general'] as const);
    const firstName = pick(rand, DEMO_FIRST_NAMES);
    const lastName = pick(rand, DEMO_LAST_NAMES);
    const company = pick(rand, COMPANIES);
    const domain = company ? `${company.toLowerCase().replace(/[^a-z]+/g, '')}.example` : 'enquiries.example';
    return {
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}.${lastName.toLowerCase().replace(/[^a-z]/g, '')}${i}@${domain}`,
      company,
      interestType,
      message: pick(rand, MESSAGES[interestType]!),
      submittedAt: new Date(now.getTime() - intBetween(rand, 0, 30 * 24 * 60) * 60_000),
    };
  });
  await db.insert(contactSubmissions).values(rows);
  return rows.length;
}
