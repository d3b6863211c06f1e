import { COMPANY_NAME } from '@web/lib/site';
import { DatedEntries, type DatedEntry } from '../components/dated-entries';
import { PageIntro } from '../components/page-intro';
import { Prose } from '../components/prose';

const RELEASES: DatedEntry[] = [
  {
    date: '2026-03-10',
    tag: 'Press release',
    title: `${COMPANY_NAME} launches split-payment optimisation for UK payment gateways`,
    body: (
      <p>
        SmartSplit’s API divides a single card payment across a customer’s cards to earn the highest total reward, taking account of category rates, reward caps
        and the amount available on each card. Gateways and enterprise merchants integrate it with one server-side call and keep their existing acquiring
        arrangements.
      </p>
    ),
  },
  {
    date: '2026-07-21',
    tag: 'Press release',
    title: 'SmartSplit commits to zero card-data retention',
    body: (
      <p>
        SmartSplit’s platform refuses any request containing what looks like a card number, before it is stored or logged. Payment records hold only the
        merchant’s own card reference, brand and last four digits, so card numbers never enter SmartSplit’s systems.
      </p>
    ),
  },
  {
    date: '2026-11-04',
    tag: 'Press release',
    title: 'SmartSplit opens its partnership programme with a revenue-sharing model',
    body: (
      <p>
        Payment gateways that offer SmartSplit to their merchants will share in the platform fee, 0.5% of each completed payment by default, on the payments
        they bring. Declined payments carry no fee.
      </p>
    ),
  },
];

export default function PressPage() {
  return (
    <>
      <PageIntro eyebrow="Company" title="Press" lead={<p>Press releases, the facts about SmartSplit in brief, and how to reach us for comment.</p>} />
      <div className="mx-auto max-w-3xl px-4 pt-12 sm:px-6">
        <Prose>
          <h2 id="facts">SmartSplit in brief</h2>
          <dl>
            <dt>Company</dt>
            <dd>{COMPANY_NAME}, a private limited company registered in England and Wales.</dd>
            <dt>What it does</dt>
            <dd>AI-powered payment optimisation: splits one card payment across a customer’s cards to maximise the rewards earned at checkout.</dd>
            <dt>Who it is for</dt>
            <dd>Payment gateways and enterprise partners; merchants integrate through a JSON API.</dd>
            <dt>Business model</dt>
            <dd>Revenue sharing: a platform fee on completed payments, 0.5% by default.</dd>
            <dt>Data</dt>
            <dd>Zero card-data retention: card numbers are refused, never stored.</dd>
          </dl>
          <h2 id="media">Media enquiries</h2>
          <p>
            Journalists can reach our communications team through the <a href="/contact">contact form</a>: choose General Inquiry and start your message with
            “Press”. We reply within one business day and can provide product screenshots and spokespeople on request. Please write the company name as
            SmartSplit, one word with a capital S in the middle.
          </p>
          <h2 id="releases">Press releases</h2>
        </Prose>
      </div>
      <DatedEntries entries={RELEASES} level={3} />
    </>
  );
}
