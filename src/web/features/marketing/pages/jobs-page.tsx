import { DatedEntries, type DatedEntry } from '../components/dated-entries';
import { PageIntro } from '../components/page-intro';
import { Prose } from '../components/prose';

const ROLES: DatedEntry[] = [
  {
    date: '2026-10-12',
    tag: 'Engineering · Full time · Remote within the UK',
    title: 'Senior Backend Engineer, Payments',
    body: (
      <>
        <p>
          Own parts of the payment API and the optimisation engine: TypeScript on Node.js, PostgreSQL, and a lot of care about correctness under concurrency.
          You will work on idempotency, risk rules and performance, where a millisecond and a penny both matter.
        </p>
        <p>You have built and run production payment or financial systems and are comfortable reading a query plan.</p>
      </>
    ),
  },
  {
    date: '2026-10-12',
    tag: 'Compliance · Full time · Remote within the UK',
    title: 'Compliance Analyst, Merchant Verification',
    body: (
      <p>
        Review merchants’ business details and documents within our 24-48 hour promise, decide what is acceptable, write clear notes when a document needs
        replacing, and help shape our verification policy. Experience of KYB or onboarding checks at a payments or banking business is essential.
      </p>
    ),
  },
  {
    date: '2026-11-02',
    tag: 'Partnerships · Full time · Remote within the UK, with travel',
    title: 'Partnerships Manager, Payment Gateways',
    body: (
      <p>
        Find and look after the gateways that bring SmartSplit to their merchants: first conversations, integration planning with their engineers, agreements
        and the relationship after launch. You know how UK payment gateways make money and can explain interchange on a whiteboard.
      </p>
    ),
  },
];

export default function JobsPage() {
  return (
    <>
      <PageIntro
        eyebrow="Company"
        title="Jobs"
        lead={<p>We are a small team building payment infrastructure that has to be right every time. These are the roles we are hiring for.</p>}
      />
      <DatedEntries entries={ROLES} />
      <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <Prose>
          <h2 id="how-we-hire">How we hire</h2>
          <ol>
            <li>
              Apply through our <a href="/contact">contact form</a>: choose General Inquiry and start your message with “Application” and the role.
            </li>
            <li>A conversation with the hiring manager about the role and your experience.</li>
            <li>
              A practical exercise based on real work, done in your own time or together, your choice; we do not ask for unpaid take-home projects longer than
              two hours.
            </li>
            <li>A final conversation with two people you would work with, then an answer within a week.</li>
          </ol>
          <h2 id="equal-opportunities">Equal opportunities</h2>
          <p>
            We welcome applications from everyone and judge them on the work. If you need an adjustment at any stage of the process, tell us and we will make
            it.
          </p>
        </Prose>
      </div>
    </>
  );
}
