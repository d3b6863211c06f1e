import { CallToAction } from '../components/call-to-action';
import { PageIntro } from '../components/page-intro';
import { PageBody } from '../components/prose';
import { listPayments, processPayment } from '@contract/endpoints/payments';

export default function IntegrationsPage() {
  return (
    <>
      <PageIntro
        eyebrow="Product"
        title="Integrations"
        lead={
          <p>
            SmartSplit is one HTTPS JSON API. It sits beside your payment stack rather than replacing it: you ask for the best split, then charge each card its
            share the way you already charge cards.
          </p>
        }
      />
      <PageBody>
        <h2 id="flow">How a payment flows</h2>
        <ol>
          <li>The customer chooses to pay with several cards, or your checkout offers to optimise across the cards already on file.</li>
          <li>
            Your server calls{' '}
            <code>
              {processPayment.method} {processPayment.path}
            </code>{' '}
            with the amount, the category and each card as your own token, its brand, last four digits, available amount and reward rates.
          </li>
          <li>
            SmartSplit answers in the same request with the split: which cards, how much on each, the reward each earns, and any card it set aside with the
            reason.
          </li>
          <li>Your platform authorises each part through your existing acquirer or gateway connection.</li>
          <li>
            The payment is stored with its splits and fee; list past payments with{' '}
            <code>
              {listPayments.method} {listPayments.path}
            </code>
            .
          </li>
        </ol>
        <p>
          Card numbers never pass through SmartSplit. You keep the card vault you have (or your gateway’s tokens) and send us only the references you already
          use.
        </p>

        <h2 id="gateways">Payment gateways</h2>
        <p>
          Gateways call SmartSplit from their authorisation flow and offer the optimised split to their merchants as a feature. Each merchant has its own
          SmartSplit account, verified once, with its own test and live keys, so payments, fees and data stay separated per merchant. Gateway partners share in
          the platform fee on the payments they bring: see <a href="/partners">partners</a>.
        </p>

        <h2 id="enterprise">Enterprise checkouts</h2>
        <p>
          Retailers and platforms with their own checkout integrate directly. A typical integration is one server-side call and the handling of two outcomes:{' '}
          <code>201 COMPLETED</code> with splits to charge, or <code>402 DECLINED</code> with a reason to show the customer.
        </p>

        <h2 id="licensing">Technology licensing</h2>
        <p>
          Where a partner needs the optimisation inside its own infrastructure, we discuss licensing the engine. Choose Technology Licensing on the{' '}
          <a href="/contact">contact form</a> and tell us where it would run.
        </p>

        <h2 id="what-you-need">What you need</h2>
        <ul>
          <li>Any HTTP client. There is no SDK to install; every call is plain JSON over HTTPS with a bearer token.</li>
          <li>A server-side place to keep your API key. Keys are secrets: never ship them to a browser or a mobile app.</li>
          <li>
            An <code>Idempotency-Key</code> per payment (such as <code>order-</code> plus your order id), so network retries can never create a second payment.
          </li>
        </ul>

        <h2 id="limits">Current limits</h2>
        <ul>
          <li>Payments are in pounds sterling (GBP) only.</li>
          <li>A request can carry up to 20 cards, and a payment is split across at most 5.</li>
          <li>SmartSplit does not send webhooks: the result is in the response to your call, and the transactions list is there for reconciliation.</li>
        </ul>
        <p>
          Ready to build? Follow the <a href="/developers">developer quick start</a>.
        </p>
      </PageBody>
      <CallToAction />
    </>
  );
}
