import { COMPANY_NAME } from '@web/lib/site';
import { LegalDocument, type LegalSection } from '../components/legal-document';

const sections: LegalSection[] = [
  {
    id: 'scope',
    title: 'What this statement covers',
    body: (
      <p>
        This statement covers the SmartSplit website (the pages linked in the footer), the merchant portal and business verification screens, and the admin
        panel our staff use. It does not cover documents merchants upload or emails sent from other systems.
      </p>
    ),
  },
  {
    id: 'target',
    title: 'Our target',
    body: (
      <>
        <p>We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. In practice, you should be able to:</p>
        <ul>
          <li>use every page and form with a keyboard alone, with a visible focus indicator, starting with a “Skip to main content” link;</li>
          <li>use the site with a screen reader: pages have one main heading, labelled landmarks and form fields with visible labels;</li>
          <li>zoom to 400% or use a narrow screen without losing content; wide tables scroll sideways within the page;</li>
          <li>read all text at a contrast of at least 4.5:1 against its background;</li>
          <li>turn off animation: smooth scrolling and transitions stop when your system asks for reduced motion;</li>
          <li>read every public page with JavaScript turned off, because each is delivered as complete HTML.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'status',
    title: 'How accessible it is today',
    body: (
      <>
        <p>We believe the service partially meets WCAG 2.2 AA. The known problems are:</p>
        <ul>
          <li>Forms need JavaScript to send: the contact form, sign-in and sign-up, and the verification wizard cannot be submitted with it turned off.</li>
          <li>Charts in the admin panel cannot be fully explored with a screen reader; the main totals are also shown as text in the dashboard cards.</li>
          <li>The API reference contains wide tables and code samples that need horizontal scrolling on small screens.</li>
          <li>
            Error messages returned by the API for unusual inputs can be technical, naming the field in code form (for example <code>firstName</code>).
          </li>
        </ul>
        <p>We are working on these and will update this statement as each is fixed.</p>
      </>
    ),
  },
  {
    id: 'testing',
    title: 'How we test',
    body: (
      <p>
        Every public page is checked automatically with the axe accessibility engine, at desktop and mobile screen sizes, each time the site is built and
        tested, and a release fails if any serious or critical problem is found. Automated tests cannot find every problem, and we have not yet had an
        independent audit or testing with disabled users. This statement was prepared on 20 November 2026.
      </p>
    ),
  },
  {
    id: 'feedback',
    title: 'Reporting a problem or asking for another format',
    body: (
      <p>
        If something on our site is hard to use, or you need information in a different format, tell us through the <a href="/contact">contact form</a> (choose
        General Inquiry and start your message with “Accessibility”), or write to our registered office. Say which page and what you were trying to do. We will
        reply within 5 business days, and if we cannot fix the problem quickly we will give you the information another way.
      </p>
    ),
  },
  {
    id: 'enforcement',
    title: 'Enforcement',
    body: (
      <>
        <p>
          {COMPANY_NAME} has duties under the Equality Act 2010 not to discriminate against disabled people, including by failing to make reasonable
          adjustments. The Equality and Human Rights Commission (EHRC) enforces the Act in England, Scotland and Wales.
        </p>
        <p>
          If you are not happy with how we respond to your report, use our <a href="/complaints">complaints procedure</a>. You can also contact the Equality
          Advisory and Support Service (EASS) for free advice about discrimination.
        </p>
      </>
    ),
  },
];

export default function AccessibilityPage() {
  return (
    <LegalDocument
      title="Accessibility statement"
      updated="2026-11-20"
      lead={
        <p>How accessible the SmartSplit website, merchant portal and admin panel are, what we know is not yet right, and how to tell us about a problem.</p>
      }
      sections={sections}
    />
  );
}
