import { DatedEntries, type DatedEntry } from '../components/dated-entries';
import { PageIntro } from '../components/page-intro';
import { pounds } from '../lib/pounds';
import { WORKED_EXAMPLE as ex } from '../landing/worked-example';

const [visa, amex] = ex.cards;

const POSTS: DatedEntry[] = [
  {
    date: '2026-03-24',
    tag: 'Engineering',
    title: 'Why the best split is rarely “all on the best card”',
    body: (
      <>
        <p>
          Take a {pounds(ex.amount)} grocery shop and two cards. The Visa pays 3% on groceries, but only until it has earned {pounds(150)} this period, then
          0.5%; it has {pounds(visa.card.available)} available. The Amex pays 1.5% on everything. Putting everything on the Amex earns{' '}
          {pounds(ex.bestSingleCardReward)}; the Visa alone cannot take the full amount.
        </p>
        <p>
          The optimum puts exactly {pounds(visa.split)} on the Visa, the amount at which its 3% cap is reached, and the remaining {pounds(amex.split)} on the
          Amex, for {pounds(ex.totalReward)} in total. Past the cap each extra pound earns more on the Amex, so the engine stops there. Caps turn a simple
          “highest rate first” rule into a real optimisation problem, which is why we solve it exactly.
        </p>
      </>
    ),
  },
  {
    date: '2026-05-12',
    tag: 'Security',
    title: 'How we make sure a card number never reaches our database',
    body: (
      <>
        <p>
          Asking integrators not to send card numbers is not enough; someone will paste one into a free-text field eventually. So before a payment request is
          validated, stored or logged, we scan every string in it for 13 to 19 digits, allowing the spaces and dashes people type, and run the Luhn checksum
          card numbers carry. A match refuses the whole request with <code>CARD_NUMBER_NOT_ACCEPTED</code>.
        </p>
        <p>
          The check covers every field, including your card references and the <code>Idempotency-Key</code> header, and any run of 13 or more digits in them.
          The Luhn checksum rules out most long numbers, but about one random 13-digit number in ten passes it. So give your card tokens and order references a
          letter prefix (<code>card_8841…</code>, <code>order-2291…</code>) rather than bare digits, and the check will only ever stop real card numbers.
        </p>
      </>
    ),
  },
  {
    date: '2026-07-07',
    tag: 'Developers',
    title: 'Idempotency keys, explained for payment integrations',
    body: (
      <>
        <p>
          A timeout does not tell you whether a payment happened. If you simply retry, you may create a second one. Send an <code>Idempotency-Key</code> header
          with a value that identifies the order, and a retry becomes safe: the same key with the same body returns the first answer, with{' '}
          <code>Idempotent-Replayed: true</code>, and nothing new is created.
        </p>
        <p>
          Two details catch people out. Reusing a key with a different body is almost always a bug, so we refuse it with <code>422</code> rather than guess. And
          a retry that arrives while the first request is still running gets <code>409</code>: wait a moment and try again.
        </p>
      </>
    ),
  },
  {
    date: '2026-08-18',
    tag: 'Engineering',
    title: 'A velocity rule that still holds when ten requests arrive at once',
    body: (
      <p>
        Our velocity rule declines a sixth payment for the same customer within ten minutes. Counting recent payments and then inserting a new one is not enough
        on its own: ten simultaneous requests would all count four and all pass. We serialise the check per merchant, mode and customer inside the database
        transaction that records the payment, so ten simultaneous payments for a new customer give exactly five completed and five declined.
      </p>
    ),
  },
  {
    date: '2026-10-06',
    tag: 'Product',
    title: 'Test mode first: what a new merchant’s first hour looks like',
    body: (
      <p>
        Sign up, copy the test key from the one screen that shows it, and send the example request from our quick start. The answer comes from the same engine
        live payments use, so what you build in test mode behaves the same when you switch keys. Meanwhile, verification runs in parallel: upload the five
        documents whenever they are ready, and our compliance team reviews them within 24-48 hours.
      </p>
    ),
  },
];

export default function BlogPage() {
  return (
    <>
      <PageIntro
        eyebrow="Company"
        title="Blog"
        lead={<p>Notes from the team on card rewards, split payments, security and building payment integrations.</p>}
      />
      <DatedEntries entries={POSTS} />
    </>
  );
}
