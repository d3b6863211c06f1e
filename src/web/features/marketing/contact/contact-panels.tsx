import { COMPANY_NAME } from '@web/lib/site';

const WHY = [
  [
    'Exact optimisation',
    'The engine searches for the best split under every rule, rather than applying a rule of thumb, and the same request always gets the same answer.',
  ],
  ['No card numbers, ever', 'You send card tokens, brands and last four digits. Anything that looks like a card number is refused.'],
  ['Test first, live when verified', 'A test API key arrives with sign-up; live keys follow business verification, reviewed within 24-48 hours.'],
  ['Paid on success', 'A 0.5% platform fee by default, only on completed payments.'],
] as const;

const PROBLEMS = [
  'One card per payment: a customer with a 3% groceries card and a higher-limit everyday card earns the 3% only up to what that one card can take.',
  'Split tender done by hand: where checkouts allow several cards, the customer has to guess the amounts, and caps and category rates make guessing worse.',
  'Storing cards to optimise later: holding card numbers widens your PCI DSS scope and your breach exposure.',
  'Opaque scoring: rules that cannot be explained cannot be checked, and a merchant’s support team cannot answer “why this card?”.',
];

/** The side panels of docs/product-spec.md section 2: Why Choose, Problems with Traditional Solutions, and the company card. */
export function ContactPanels() {
  return (
    <div className="space-y-6">
      <section aria-labelledby="why-title" className="rounded-lg border border-border bg-card p-6 shadow-sm">
        <h3 id="why-title" className="text-lg font-semibold text-foreground">
          Why choose SmartSplit
        </h3>
        <dl className="mt-4 space-y-3 text-sm">
          {WHY.map(([title, text]) => (
            <div key={title}>
              <dt className="font-semibold text-foreground">{title}</dt>
              <dd className="mt-0.5 text-muted-foreground">{text}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="problems-title" className="rounded-lg border border-border bg-card p-6 shadow-sm">
        <h3 id="problems-title" className="text-lg font-semibold text-foreground">
          Problems with traditional solutions
        </h3>
        <ul className="mt-4 list-disc space-y-2 pl-5 text-sm text-muted-foreground">
          {PROBLEMS.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="company-title" className="rounded-lg bg-primary p-6 text-primary-foreground">
        <h3 id="company-title" className="text-lg font-semibold">
          {COMPANY_NAME}
        </h3>
        <p className="mt-2 text-sm text-indigo-100">A private limited company registered in England and Wales.</p>
        <p className="mt-3 text-sm text-indigo-100">
          We reply to enquiries within one business day. Merchants can sign in to the merchant portal at any time to see their keys, payments and verification
          status.
        </p>
      </section>
    </div>
  );
}
