import { DatedEntries, type DatedEntry } from '../components/dated-entries';
import { PageIntro } from '../components/page-intro';

const ENTRIES: DatedEntry[] = [
  {
    date: '2026-02-03',
    tag: 'Product',
    title: 'Merchant sign-up opens, with a test API key on the spot',
    body: (
      <p>
        Businesses can now create a SmartSplit merchant account online. The sign-up response includes a test API key, shown once, so engineers can send their
        first split payment to the real engine within minutes. Test and live data are kept fully apart: a test key never sees a live payment.
      </p>
    ),
  },
  {
    date: '2026-04-14',
    tag: 'Compliance',
    title: 'Business verification moves fully online',
    body: (
      <p>
        Merchants now verify their business in a two-step wizard in the portal: eight business details, then five documents (company registration, tax
        certificate, a bank statement covering the last three months, a director’s ID and proof of address). Our compliance team reviews each submission within
        24-48 hours. A rejected document comes back with the reviewer’s notes and can be replaced on its own, without starting again.
      </p>
    ),
  },
  {
    date: '2026-06-09',
    tag: 'Product',
    title: 'Idempotency keys and a velocity rule for the payment API',
    body: (
      <p>
        Every payment request can now carry an <code>Idempotency-Key</code>: retries replay the first answer instead of creating a second payment, even when
        duplicates arrive together. A velocity rule also declines a sixth payment for the same customer email within ten minutes at the same merchant, a common
        pattern in card testing.
      </p>
    ),
  },
  {
    date: '2026-09-15',
    tag: 'Product',
    title: 'Branded email for every step of a merchant’s account',
    body: (
      <p>
        Merchants now receive a branded email when they sign up, when their verification is received, when a document needs replacing, when they are approved
        for live payments, and if their account is suspended or reinstated. Every message has a plain-text version and is queued in the same database
        transaction as the event that causes it, so none is lost if a mail server is briefly unavailable.
      </p>
    ),
  },
  {
    date: '2026-11-04',
    tag: 'Company',
    title: 'Partnership programme opens to payment gateways',
    body: (
      <p>
        Payment gateways can now apply to offer SmartSplit to their merchants and share in the platform fee on the payments they bring. See{' '}
        <a href="/partners" className="font-medium text-primary underline underline-offset-2">
          partnership programmes
        </a>{' '}
        for how it works.
      </p>
    ),
  },
];

export default function NewsroomPage() {
  return (
    <>
      <PageIntro
        eyebrow="Company"
        title="Newsroom"
        lead={<p>What has changed at SmartSplit, newest first. Journalists will find media resources on our press page.</p>}
      />
      <DatedEntries entries={ENTRIES} />
    </>
  );
}
