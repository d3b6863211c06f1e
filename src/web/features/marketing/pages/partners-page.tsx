import { CallToAction } from '../components/call-to-action';
import { PageIntro } from '../components/page-intro';
import { PageBody } from '../components/prose';

export default function PartnersPage() {
  return (
    <>
      <PageIntro
        eyebrow="Company"
        title="Partners"
        lead={
          <p>
            Three ways to work with SmartSplit: bring optimised split payments to your merchants as a gateway, integrate them into your own checkout, or license
            the technology. Each starts with a conversation and a test account.
          </p>
        }
      />
      <PageBody>
        <h2 id="gateway">Gateway partnership</h2>
        <p>
          For payment gateways and processors that want to offer reward-optimised split payments to the merchants they serve. You call SmartSplit from your
          authorisation flow; each of your merchants gets its own verified SmartSplit account, keys and records. Partners share in the 0.5% platform fee on
          their merchants’ completed payments, on terms set out in a partnership agreement.
        </p>
        <p>
          What we look for: an existing merchant base in the UK, the ability to authorise several cards for one order, and an engineering team to own the
          integration.
        </p>

        <h2 id="integration">Technical integration</h2>
        <p>
          For enterprise merchants and platforms with their own checkout. Our team helps you design the integration: where the call sits in your checkout, how
          to present the split to customers, how to use idempotency keys with your order ids, and how to reconcile with the transactions list. You can start
          building today in test mode; see the <a href="/developers">developer quick start</a>.
        </p>

        <h2 id="licensing">Technology licensing</h2>
        <p>
          For organisations that need the optimisation engine inside their own infrastructure, for example to meet data-residency rules. We discuss the licence
          scope, deployment and support case by case.
        </p>

        <h2 id="process">How a partnership starts</h2>
        <ol>
          <li>
            Tell us about your business through the <a href="/contact">contact form</a>, choosing the matching area of interest. We reply within one business
            day.
          </li>
          <li>A call with our partnerships team to understand your volumes, markets and checkout.</li>
          <li>A test account, so your engineers can try the API against the real engine.</li>
          <li>Business verification, a written agreement and live keys.</li>
        </ol>

        <h2 id="directory">Partner directory</h2>
        <p>We do not publish a list of partners or customers on this site. Each partner decides whether and how to announce its work with us.</p>
      </PageBody>
      <CallToAction title="Become a partner" text="Tell us what you run and who you serve; our partnerships team replies within one business day." />
    </>
  );
}
