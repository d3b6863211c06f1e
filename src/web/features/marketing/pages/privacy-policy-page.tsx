import { Island } from '@web/components/island';
import { COMPANY_NAME } from '@web/lib/site';
import { LegalDocument, type LegalSection } from '../components/legal-document';
import { RetentionTable } from '../components/retention-table';

const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          {COMPANY_NAME} (“SmartSplit”, “we”) is a private limited company registered in England and Wales. We run the SmartSplit website, merchant portal and
          payment optimisation API.
        </p>
        <p>
          For the personal data of people who visit our website, send us an enquiry, hold a merchant account or work for us, we are the{' '}
          <strong>controller</strong> under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018. When a merchant sends us
          details of its own customers in a payment request, the merchant is the controller and we act as its <strong>processor</strong>, only on its
          instructions.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-keep',
    title: 'The personal data we keep',
    body: (
      <>
        <h3>If you send us an enquiry</h3>
        <p>
          Your first and last name, email address, company (if you give it), the area of interest you chose, your message and the time it arrived. We also email
          you an acknowledgement, and keep a copy of each email we send with its delivery status.
        </p>
        <h3>If you hold a merchant account</h3>
        <ul>
          <li>Company details: company name, contact email and phone number, business type, industry and website.</li>
          <li>Your user account: email address, first and last name, role, and a one-way Argon2id hash of your password (never the password).</li>
          <li>Sessions: when each sign-in started and ends, and the network (IP) address it came from.</li>
          <li>API keys: a display prefix and a keyed hash of each key, when it was created, last used and revoked.</li>
          <li>
            Business verification: company registration number, VAT or tax id, bank account number and sort code (the last three encrypted with AES-256-GCM),
            business address, city, postcode and country, and the five documents you upload (including a director’s photo ID and proof of address), with their
            file names, sizes, review status and any reviewer’s notes.
          </li>
          <li>Emails we send you, with their delivery status.</li>
        </ul>
        <h3>Data merchants send about their customers</h3>
        <p>
          For each payment: the customer’s email address (used for the velocity rule that limits repeated payments), the amount, the shopping category, and for
          each card the merchant’s own reference, brand and last four digits, with the amount and reward of each split. We never accept card numbers, security
          codes or cardholder names, and we do not store the expiry dates and reward rates a merchant sends: they are used for that one calculation.
        </p>
        <h3>When you use our systems</h3>
        <ul>
          <li>
            Security records: an audit log of every action our staff take on an account (with their email, network address and the values before and after), and
            short-lived counters of sign-in attempts and enquiries per email or network address, used for rate limiting.
          </li>
          <li>Server logs: the time, method, path (without query strings), response status, duration and network address of each request.</li>
        </ul>
        <p>
          We do not use cookies, analytics, advertising or tracking tools of any kind. See the <a href="/cookie-policy">cookie policy</a> for the few values our
          portal keeps in your browser.
        </p>
      </>
    ),
  },
  {
    id: 'why',
    title: 'Why we use it, and our lawful bases',
    body: (
      <ul>
        <li>
          <strong>To provide the service you signed up for</strong> (contract): running your merchant account, API keys, payments and the emails about them.
        </li>
        <li>
          <strong>To verify the businesses we work with</strong> (legal obligation and legitimate interests): checking that a merchant is a real, properly run
          business before live payments, and keeping the evidence.
        </li>
        <li>
          <strong>To keep the platform secure and prevent fraud</strong> (legitimate interests): rate limits, the velocity rule, the audit log and server logs.
        </li>
        <li>
          <strong>To answer enquiries</strong> (legitimate interests): replying to you and keeping a record of what was asked.
        </li>
        <li>
          <strong>To process payments for merchants</strong> (as their processor): the merchant decides the purpose and must have its own lawful basis.
        </li>
      </ul>
    ),
  },
  {
    id: 'automated-decisions',
    title: 'Automated decisions',
    body: (
      <p>
        Our engine decides automatically how a payment is split between cards, and declines a payment when no split is possible or when the same customer email
        has had 5 payments at the merchant in the last 10 minutes. These decisions concern a payment at a merchant’s checkout, which the customer can retry or
        make another way; the merchant, as controller, is responsible for telling its customers about them. We make no automated decisions about merchants’
        accounts: approvals, rejections and suspensions are made by people.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We do not sell personal data, and we do not share it for anyone’s marketing. We share it only with:</p>
        <ul>
          <li>our hosting, database and email delivery providers, who process it on our instructions under contract;</li>
          <li>professional advisers, auditors and insurers, where needed;</li>
          <li>regulators, law enforcement or courts, where the law requires it.</li>
        </ul>
        <p>
          If personal data is transferred outside the UK, we use the safeguards UK GDPR requires, such as UK adequacy regulations or the International Data
          Transfer Agreement.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: <Island name="marketing/retention-table" component={RetentionTable} props={{}} />,
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <p>
        Bank details are encrypted at rest, passwords are hashed, access to verification documents is limited to our compliance staff, and every staff action is
        audited. Our <a href="/security">security page</a> describes the controls in detail.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <>
        <p>Under UK GDPR you have the right to:</p>
        <ul>
          <li>be told how we use your data (this policy) and get a copy of it;</li>
          <li>have it corrected if it is wrong, or completed if it is incomplete;</li>
          <li>have it erased, or its use restricted, in some circumstances;</li>
          <li>object to our use of it where we rely on legitimate interests;</li>
          <li>receive data you gave us in a portable format, where we use it under a contract.</li>
        </ul>
        <p>
          If you are a merchant’s customer, please contact the merchant first: it controls your payment data and we will help it respond. We reply to requests
          within one month, and there is normally no charge.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contacting us and complaints',
    body: (
      <>
        <p>
          Send privacy questions and requests through our <a href="/contact">contact form</a> (choose General Inquiry and start your message with “Privacy”), or
          write to our registered office. Our data protection lead will answer.
        </p>
        <p>
          If you are unhappy with how we have handled your data, you can complain to the Information Commissioner’s Office (ICO), the UK’s data protection
          regulator, at ico.org.uk or on 0303 123 1113. We would appreciate the chance to put things right first.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: <p>When we change this policy we update the date at the top. If a change affects merchants significantly, we email them first.</p>,
  },
];

export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy policy"
      updated="2026-11-20"
      lead={<p>What personal data {COMPANY_NAME} keeps, why, for how long, and the rights you have over it under UK GDPR.</p>}
      sections={sections}
    />
  );
}
