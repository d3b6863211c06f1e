import { CallToAction } from '../components/call-to-action';
import { PageIntro } from '../components/page-intro';
import { PageBody } from '../components/prose';

export default function FeaturesPage() {
  return (
    <>
      <PageIntro
        eyebrow="Product"
        title="Features"
        lead={
          <p>
            SmartSplit takes one payment and the cards in a customer’s wallet, and returns the split that earns the most rewards while respecting every card’s
            limits. Here is exactly what it checks, how it decides and what you get back.
          </p>
        }
      />
      <PageBody>
        <h2 id="viability">Card viability assessment</h2>
        <p>Before assigning any amount, the engine sets aside the cards that cannot take part, and tells you why:</p>
        <ul>
          <li>
            <strong>Expired</strong> (<code>EXPIRED</code>): a card is valid to the last day of its expiry month, so a card expiring this month still works
            today.
          </li>
          <li>
            <strong>Blocked card range</strong> (<code>BLOCKED_BIN</code>): if you send a card’s BIN, it is compared with the list of blocked prefixes our risk
            team maintains.
          </li>
          <li>
            <strong>Cannot take the minimum split</strong> (<code>INSUFFICIENT_FUNDS</code>): every card that is used carries at least £1.00, or the whole
            amount when the payment is under £1.00.
          </li>
        </ul>

        <h2 id="distribution">Smart distribution engine</h2>
        <p>
          Among the viable cards, the engine looks for whole-penny amounts that add up exactly to the payment, use no more than <code>maxSplits</code> cards
          (you choose 1 to 5; the default is 3), never exceed what a card has available, and put at least £1.00 on each card used. If the viable cards cannot
          cover the amount within those rules, the payment is declined with <code>INSUFFICIENT_FUNDS</code>; if no card is viable, with{' '}
          <code>NO_VIABLE_CARD</code>.
        </p>
        <p>
          It is an exact optimiser rather than a heuristic: it finds the best split the rules allow, and the same request always gets the same answer, so every
          result can be reproduced and explained to a customer.
        </p>

        <h2 id="rewards">Reward optimisation matrix</h2>
        <p>Each card’s reward is modelled the way card schemes write them:</p>
        <ul>
          <li>
            a base <strong>reward rate</strong> (a fraction of spend, up to 20%);
          </li>
          <li>
            optional <strong>category rates</strong>, such as 3% on <code>groceries</code>, used when the payment’s category matches;
          </li>
          <li>
            an optional <strong>reward cap</strong>, the most reward still earnable at that rate this period, with an optional lower{' '}
            <strong>rate after the cap</strong>.
          </li>
        </ul>
        <p>
          The split returned has the highest total reward. When two splits earn exactly the same, the one that uses fewer cards wins, because every extra card
          is an extra authorisation for your platform to run. Rewards are reported per card and in total, in pence to two decimal places.
        </p>

        <h2 id="modes">Test and live modes</h2>
        <p>
          Every merchant account starts with a test API key. Test payments go through the real engine and are stored, but only test keys can see them. Live keys
          are available once business verification is approved, and live data is likewise invisible to test keys.
        </p>

        <h2 id="safety">Safe retries and fraud controls</h2>
        <ul>
          <li>
            <strong>Idempotency keys:</strong> resend a payment with the same <code>Idempotency-Key</code> and you get the first answer back, never a second
            payment, even when the duplicates arrive at the same moment.
          </li>
          <li>
            <strong>Velocity rule:</strong> a sixth payment for the same customer email within 10 minutes, at the same merchant and in the same mode, is
            declined with <code>VELOCITY_LIMIT</code>. The rule holds under concurrent requests.
          </li>
          <li>
            <strong>Card numbers refused:</strong> any string in a request that looks like a card number (13 to 19 digits passing the Luhn check) gets the
            request refused before it is stored or logged.
          </li>
        </ul>

        <h2 id="portal">Merchant portal and verification</h2>
        <p>
          Merchants sign up, manage their API keys (each secret shown once), see their payments with splits and rewards, and complete business verification
          online: eight business details and five documents, reviewed by our compliance team within 24-48 hours. If a document is rejected, the portal shows the
          reviewer’s notes and the merchant replaces just that document.
        </p>

        <h2 id="operations">Run by a team you can hold to account</h2>
        <p>
          Our staff approve and suspend accounts, review documents and maintain the blocked card ranges from an admin panel where every action is written to an
          audit log: who, what, when, from where, and the values before and after. Merchants get branded emails for every step that concerns them: welcome,
          verification received, a document that needs replacing, approval, suspension and reinstatement.
        </p>
        <p>
          Ready to look at the calls themselves? Read the <a href="/developers">developer quick start</a> or the full <a href="/api-docs">API documentation</a>.
        </p>
      </PageBody>
      <CallToAction />
    </>
  );
}
