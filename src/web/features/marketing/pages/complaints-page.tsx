import { COMPANY_NAME } from '@web/lib/site';
import { LegalDocument, type LegalSection } from '../components/legal-document';

const sections: LegalSection[] = [
  {
    id: 'who',
    title: 'Who can complain',
    body: (
      <p>
        Anyone affected by what we do: merchants and their staff, gateway partners, people who have sent us an enquiry, and customers of merchants who use
        SmartSplit. If your complaint is about a purchase, a refund or a charge on your card, the merchant or your card issuer is usually the right first
        contact, because they took the payment; we will still help them answer you.
      </p>
    ),
  },
  {
    id: 'how',
    title: 'How to complain',
    body: (
      <>
        <p>
          Use our <a href="/contact">contact form</a>: choose General Inquiry and start your message with “Complaint”. You can also write to our registered
          office. Please include:
        </p>
        <ul>
          <li>your name and how to reach you;</li>
          <li>
            your merchant id (it starts <code>mch_</code>) or the transaction id (<code>txn_</code>) if the complaint concerns one;
          </li>
          <li>what went wrong, when, and what you would like us to do.</li>
        </ul>
        <p>Never send card numbers, passwords or API keys. We will never ask for them.</p>
      </>
    ),
  },
  {
    id: 'timescales',
    title: 'What happens next, and when',
    body: (
      <ol>
        <li>
          <strong>Acknowledgement within 2 business days,</strong> telling you who is handling your complaint.
        </li>
        <li>
          <strong>Investigation</strong> by someone who was not involved in what you are complaining about. We may ask you for more information.
        </li>
        <li>
          <strong>Final response</strong> in writing, explaining what we found, what we will do and why:
          <ul>
            <li>
              within <strong>15 business days</strong> for a complaint about a payment processed through SmartSplit; if exceptional circumstances outside our
              control mean we need longer, we will write to you by then to explain why, and reply in full within 35 business days;
            </li>
            <li>
              within <strong>8 weeks</strong> for any other complaint. If we cannot give a final response by then, we will write to explain why and say when we
              will.
            </li>
          </ul>
        </li>
      </ol>
    ),
  },
  {
    id: 'escalation',
    title: 'If you are not satisfied',
    body: (
      <>
        <p>
          Reply to our final response and ask for a review. A senior manager who has not handled your complaint will look at it again and reply within 10
          business days.
        </p>
        <p>Depending on what your complaint is about, you may also be able to go to an outside body:</p>
        <ul>
          <li>
            <strong>Personal data:</strong> the Information Commissioner’s Office (ico.org.uk, 0303 123 1113).
          </li>
          <li>
            <strong>Accessibility or discrimination:</strong> the Equality Advisory and Support Service; see our{' '}
            <a href="/accessibility">accessibility statement</a>.
          </li>
          <li>
            <strong>Card payments:</strong> the Financial Ombudsman Service considers complaints from consumers and small businesses about financial businesses
            within its jurisdiction. If your complaint is about a card payment, your card issuer or the merchant’s payment provider is usually the business
            whose complaints procedure and ombudsman route apply. Where the Financial Ombudsman Service can consider a complaint against {COMPANY_NAME}, our
            final response will say so and explain that you have six months from it to refer your complaint, free of charge.
          </li>
          <li>
            <strong>Contract disputes with merchants and partners:</strong> the courts of England and Wales, as our{' '}
            <a href="/terms-of-service">terms of service</a> set out.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'records',
    title: 'How we learn from complaints',
    body: (
      <p>
        We keep a record of every complaint and its outcome, and review them regularly to find and fix the causes, not just the individual cases. Complaint
        records are kept as our <a href="/privacy-policy">privacy policy</a> describes.
      </p>
    ),
  },
];

export default function ComplaintsPage() {
  return (
    <LegalDocument
      title="Complaints"
      updated="2026-11-20"
      lead={<p>If we have got something wrong, we want to hear about it and put it right. This is how to complain, and how long each step takes.</p>}
      sections={sections}
    />
  );
}
