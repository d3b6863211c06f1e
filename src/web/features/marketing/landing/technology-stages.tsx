const STAGES = [
  {
    step: '1',
    title: 'Card Viability Assessment',
    text: 'Every card in the wallet is checked before any amount is assigned. Expired cards (valid to the end of their expiry month), cards in a blocked BIN range and cards that cannot take the £1.00 minimum split are set aside, each with a reason your checkout can show.',
  },
  {
    step: '2',
    title: 'Smart Distribution Engine',
    text: 'The engine chooses whole-penny amounts that add up exactly to the payment, use no more cards than you allow (up to five), never ask a card for more than it has available, and put at least £1.00 on every card it uses.',
  },
  {
    step: '3',
    title: 'Reward Optimisation Matrix',
    text: 'Each card’s reward is modelled from its base rate, its rate for the payment’s category and any cap with a lower rate after it. The split returned earns the highest total reward; when two splits earn the same, the one with fewer cards wins.',
  },
];

/** The three stages docs/product-spec.md section 1 names, described as the engine actually behaves. */
export function TechnologyStages() {
  return (
    <section aria-labelledby="stages-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="stages-title" className="text-3xl font-bold tracking-tight text-primary">
        Three stages, one API call
      </h2>
      <p className="mt-3 max-w-3xl text-lg text-muted-foreground">
        A payment request carries the amount, the shopping category and the customer’s cards as tokens. SmartSplit answers with the split, the reward each part
        earns and any card it could not use.
      </p>
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {STAGES.map((stage) => (
          <li key={stage.title} className="rounded-lg border border-border bg-card p-6 shadow-sm">
            <span aria-hidden="true" className="inline-flex size-9 items-center justify-center rounded-full bg-secondary font-bold text-secondary-foreground">
              {stage.step}
            </span>
            <h3 className="mt-4 text-xl font-semibold text-foreground">{stage.title}</h3>
            <p className="mt-3 leading-7 text-muted-foreground">{stage.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
