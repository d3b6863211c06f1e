import { CallToAction } from '../components/call-to-action';
import { PageIntro } from '../components/page-intro';
import { PageBody } from '../components/prose';
import { FEE_EXAMPLES, platformFee } from '../pricing/fee-examples';
import { pounds } from '../lib/pounds';

export default function PricingPage() {
  return (
    <>
      <PageIntro
        eyebrow="Product"
        title="Pricing"
        lead={
          <p>
            One fee, charged only when a payment completes: 0.5% of the payment by default. No sign-up fee, and test mode is free for as long as you need it.
          </p>
        }
      />
      <PageBody>
        <h2 id="fee">The platform fee</h2>
        <p>
          For every completed payment, SmartSplit records a platform fee of the payment amount times the platform fee rate, rounded half up to the nearest
          penny. The rate is a platform-wide setting, 0.5% by default. A declined payment has no fee.
        </p>
        <p>
          The rate in force at the moment of the payment is stored with it, alongside the fee itself, so a later change to the rate never alters what an earlier
          payment cost. We give at least 30 days’ notice before changing the rate for existing merchants.
        </p>
        <table>
          <caption className="sr-only">Platform fee at 0.5% for example payment amounts</caption>
          <thead>
            <tr>
              <th scope="col">Payment</th>
              <th scope="col">Fee at 0.5%</th>
              <th scope="col">How it is worked out</th>
            </tr>
          </thead>
          <tbody>
            {FEE_EXAMPLES.map((example) => (
              <tr key={example.amount}>
                <td>{pounds(example.amount)}</td>
                <td>{pounds(platformFee(example.amount, 0.5))}</td>
                <td>{example.note}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <h2 id="test-mode">Test mode costs nothing</h2>
        <p>
          Test payments show the fee that would apply, so you can check your reconciliation before going live, but only live payments count towards what you
          owe. There is no limit on how long you stay in test mode.
        </p>

        <h2 id="limits">Payment limits</h2>
        <p>
          By default a single payment can be between £1.00 and £1,000,000. Requests outside the platform’s limits are refused with{' '}
          <code>AMOUNT_OUT_OF_RANGE</code> and never reach the engine, so they carry no fee.
        </p>

        <h2 id="revenue-sharing">Revenue sharing for gateway partners</h2>
        <p>
          Payment gateways that offer SmartSplit to their merchants share in the platform fee on those merchants’ completed payments. The share depends on
          volumes and on how the integration is run, and is set out in the partnership agreement. See <a href="/partners">partnership programmes</a>.
        </p>

        <h2 id="not-included">What the fee does not cover</h2>
        <p>
          SmartSplit decides how a payment is split; your platform then charges each card through your existing acquiring connection. Card scheme, interchange
          and acquirer fees for those charges are between you and your payment provider, as they are today.
        </p>
      </PageBody>
      <CallToAction
        title="Talk to us about volumes"
        text="Processing at scale or offering SmartSplit to your own merchants? Our partnerships team will walk you through the numbers."
      />
    </>
  );
}
