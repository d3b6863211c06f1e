import { COMPANY_NAME } from '@web/lib/site';
import { LegalDocument, type LegalSection } from '../components/legal-document';

const sections: LegalSection[] = [
  {
    id: 'about',
    title: 'About these terms',
    body: (
      <>
        <p>
          These terms are an agreement between {COMPANY_NAME}, a private limited company registered in England and Wales (“SmartSplit”, “we”), and the business
          that opens a merchant account (“you”). They cover the SmartSplit website, merchant portal and API (together, the “service”). A separate written
          agreement with us, such as a partnership agreement, takes precedence where it says so.
        </p>
        <p>The service is for businesses only. By opening an account you confirm that you act for a business and are authorised to bind it to these terms.</p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account, test mode and live mode',
    body: (
      <>
        <p>
          Every account starts in test mode, with a test API key. Test payments use the real optimisation engine and are stored, but are visible only to test
          keys and are for building and testing your integration, never for charging customers. Test mode is free.
        </p>
        <p>
          To use live mode you must complete business verification: the business details and five documents the portal asks for. We review submissions within
          24-48 hours and may ask for a replacement document or further information. We decide whether to approve an account at our discretion and we need not
          give reasons where the law prevents us.
        </p>
        <p>You must keep the details you give us accurate and tell us promptly, through the portal or our contact form, when they change.</p>
      </>
    ),
  },
  {
    id: 'keys',
    title: 'API keys and security',
    body: (
      <ul>
        <li>API keys are shown once. Keep them secret, store them only on your servers and never embed them in browsers or mobile apps.</li>
        <li>You are responsible for everything done with your keys and portal accounts until you revoke the key or tell us it was compromised.</li>
        <li>Revoke a key in the portal as soon as you suspect it has leaked; revocation takes effect immediately.</li>
      </ul>
    ),
  },
  {
    id: 'obligations',
    title: 'Your obligations',
    body: (
      <>
        <p>You agree that you will:</p>
        <ul>
          <li>use the service only for lawful payments for genuine goods and services of your own business;</li>
          <li>never send card numbers, security codes or cardholder names to the service (requests containing what looks like a card number are refused);</li>
          <li>
            have a lawful basis for the customer data you send us, tell your customers how it is used, and comply with your own obligations under data
            protection law and the card schemes’ rules, including PCI DSS for the card data you handle;
          </li>
          <li>charge each card only the amount the service returned for it, with the cardholder’s authority;</li>
          <li>not try to break, overload, reverse engineer or get around the limits and security of the service;</li>
          <li>not resell or give others access to the service except under a written agreement with us.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'fees',
    title: 'Fees',
    body: (
      <>
        <p>
          For each completed live payment you pay the platform fee: the payment amount times the platform fee rate, rounded half up to the nearest penny. The
          rate is 0.5% unless we tell you otherwise in writing. Declined payments carry no fee, and the fee shown on test payments is never charged. The fee and
          the rate used are recorded with each payment.
        </p>
        <p>
          We may change the rate by giving you at least 30 days’ notice by email. A change never applies to payments made before it takes effect. Fees are
          exclusive of VAT, which is added where it applies.
        </p>
      </>
    ),
  },
  {
    id: 'availability',
    title: 'Availability and changes to the service',
    body: (
      <p>
        We work to keep the service available and fast, but we do not promise that it will be uninterrupted or error-free unless a written agreement with you
        sets out a service level. We may change or improve the service; we will give you reasonable notice, normally at least 30 days, before removing a feature
        of the API you rely on, unless we must act sooner for security or legal reasons.
      </p>
    ),
  },
  {
    id: 'suspension',
    title: 'Suspension and closure',
    body: (
      <>
        <p>We may suspend your account immediately if:</p>
        <ul>
          <li>we reasonably suspect fraud, money laundering, a security breach or use that breaks these terms or the law;</li>
          <li>a regulator, card scheme or court requires it;</li>
          <li>you do not pay fees that are due.</li>
        </ul>
        <p>
          While an account is suspended its API keys stop working and its portal sessions end. We will tell you by email and, where the law allows, say why.
          When the reason is resolved we reinstate the account and its existing keys work again.
        </p>
        <p>
          You may close your account at any time by contacting us. We may close it with 30 days’ notice, or immediately for a serious breach of these terms.
          Fees owed for payments before closure remain payable, and we keep records as our <a href="/privacy-policy">privacy policy</a> describes.
        </p>
      </>
    ),
  },
  {
    id: 'data',
    title: 'Data protection',
    body: (
      <p>
        When you send us your customers’ personal data, you are the controller and we are your processor. We process it only to provide the service, keep it
        confidential and secure, use only sub-processors bound by equivalent terms, help you meet data subjects’ requests, tell you without undue delay about a
        personal data breach affecting it, and delete or return it when the service ends, except where the law requires us to keep it. These commitments form
        our data processing terms under Article 28 of UK GDPR.
      </p>
    ),
  },
  {
    id: 'ip',
    title: 'Intellectual property and confidentiality',
    body: (
      <p>
        We own the service, the optimisation engine and our documentation; you get a non-exclusive, non-transferable right to use them while your account is
        open. You own your data. Each of us keeps the other’s confidential information confidential and uses it only for this agreement.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <>
        <p>
          Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud or fraudulent misrepresentation, or for anything
          else the law does not allow to be limited.
        </p>
        <p>
          Subject to that, neither of us is liable for loss of profits, revenue, business, goodwill or anticipated savings, or for any indirect or consequential
          loss. Our total liability to you in any 12-month period is limited to the platform fees you paid us in the 12 months before the event giving rise to
          the claim.
        </p>
        <p>
          The service recommends how to split a payment from the information you send. You remain responsible for the charges you make to your customers’ cards
          and for the accuracy of the card details and rates you send.
        </p>
      </>
    ),
  },
  {
    id: 'general',
    title: 'Changes, law and disputes',
    body: (
      <>
        <p>
          We may update these terms. We will email account holders at least 30 days before a change that affects them takes effect; continuing to use the
          service after that means you accept the change.
        </p>
        <p>
          If a dispute arises, please first use our <a href="/complaints">complaints procedure</a>. These terms and any dispute or claim arising from them are
          governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction.
        </p>
      </>
    ),
  },
];

export default function TermsOfServicePage() {
  return (
    <LegalDocument
      title="Terms of service"
      updated="2026-11-20"
      lead={<p>The terms on which {COMPANY_NAME} provides the SmartSplit platform, merchant portal and API to businesses.</p>}
      sections={sections}
    />
  );
}
