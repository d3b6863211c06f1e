import { COMPANY_NAME } from '@web/lib/site';
import { CallToAction } from '../components/call-to-action';
import { PageIntro } from '../components/page-intro';
import { PageBody } from '../components/prose';

export default function AboutPage() {
  return (
    <>
      <PageIntro
        eyebrow="Company"
        title="About us"
        lead={
          <p>
            {COMPANY_NAME} builds payment optimisation for the businesses that run checkouts: payment gateways and enterprise merchants. Our product makes each
            card payment earn the best rewards the customer’s own wallet allows.
          </p>
        }
      />
      <PageBody>
        <h2 id="mission">Our mission</h2>
        <p>
          Most people who collect card rewards carry several cards: one that pays 3% on groceries up to a monthly cap, one with a higher limit that pays 1% on
          everything, one with a travel bonus. At checkout, almost every payment still goes on a single card chosen by habit. The rewards the customer has
          already earned the right to are left behind.
        </p>
        <p>
          We think the checkout should do that arithmetic. SmartSplit takes the cards a customer wants to use and splits the payment across them so the total
          reward is as high as the rules of each card allow, in one API call that a gateway or merchant can add to the checkout it already has.
        </p>

        <h2 id="enterprise">Why we sell to businesses</h2>
        <p>
          Reward optimisation only works where the payment is made, so we work with the businesses that own that moment. Gateways offer SmartSplit to their
          merchants; large merchants integrate it themselves. Every merchant is a verified business with its own keys, and every payment is recorded with the
          fee and the split it received.
        </p>

        <h2 id="principles">How we work</h2>
        <ul>
          <li>
            <strong>Hold as little as possible.</strong> We refuse card numbers outright and keep only what a payment record needs. Data we do hold, such as
            merchants’ bank details, is encrypted.
          </li>
          <li>
            <strong>Be exact and explainable.</strong> The engine finds the best split under the rules, and the same request always gets the same answer, so
            anyone can check why a card was used.
          </li>
          <li>
            <strong>Test first.</strong> Every integration starts in test mode against the real engine; live access follows verification.
          </li>
          <li>
            <strong>Leave a trail.</strong> Every action our staff take on an account is written to an audit log.
          </li>
          <li>
            <strong>Earn when our customers do.</strong> Our only fee is a share of completed payments: 0.5% by default, nothing on declines.
          </li>
        </ul>

        <h2 id="team">Our team</h2>
        <p>
          We are a small team of payments engineers, a compliance team that verifies every merchant before it goes live, a partnerships team that works with
          gateways, and an operations team that watches the platform. Read about <a href="/jobs">open roles</a>.
        </p>

        <h2 id="company">Company information</h2>
        <p>
          {COMPANY_NAME} is a private limited company registered in England and Wales. Our registered office address and company number are on the public
          register at Companies House. For press questions see the <a href="/press">press page</a>; for everything else, <a href="/contact">contact us</a>.
        </p>
      </PageBody>
      <CallToAction />
    </>
  );
}
