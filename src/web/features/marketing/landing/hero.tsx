import { pounds } from '../lib/pounds';
import { WORKED_EXAMPLE as ex } from './worked-example';

/** docs/product-spec.md section 1's positioning, then one real split so the claim is concrete. */
export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="bg-navy text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:py-24">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-emerald-300">For payment gateways and enterprise partners</p>
          <h1 id="hero-title" className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">
            AI-powered payment optimisation that maximises rewards at checkout
          </h1>
          <p className="mt-6 text-lg text-slate-200">
            SmartSplit uses split-payment technology to divide one payment across a customer’s cards, so every pound goes where it earns the most: category
            rates, reward caps and available balances included. Your platform sends the wallet; one API call returns the best split.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#contact" className="inline-flex h-11 items-center rounded-md bg-accent px-5 font-medium text-white hover:bg-accent-hover">
              Talk to our partnerships team
            </a>
            <a href="/developers" className="inline-flex h-11 items-center rounded-md border border-white/70 px-5 font-medium text-white hover:bg-white/10">
              Read the developer guide
            </a>
          </div>
        </div>

        <figure className="rounded-lg bg-white p-6 text-foreground shadow-lg">
          <figcaption>
            <p className="text-sm font-semibold text-accent">Worked example</p>
            <p className="mt-1 text-lg font-semibold">A {pounds(ex.amount)} grocery shop, two cards in the wallet</p>
          </figcaption>
          <table className="mt-4 w-full text-left text-sm">
            <caption className="sr-only">How SmartSplit divides the payment</caption>
            <thead>
              <tr className="border-b border-border text-muted-foreground">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Card
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Pays
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Earns
                </th>
              </tr>
            </thead>
            <tbody>
              {ex.cards.map((row) => (
                <tr key={row.id} className="border-b border-border align-top">
                  <th scope="row" className="py-3 pr-3 font-medium">
                    {row.label}
                    <span className="block text-xs font-normal text-muted-foreground">{row.terms}</span>
                  </th>
                  <td className="py-3 pr-3 text-right tabular-nums">{pounds(row.split)}</td>
                  <td className="py-3 text-right tabular-nums">{pounds(row.reward)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className="pt-3 pr-3 font-semibold">
                  Total rewards
                </th>
                <td className="pt-3 pr-3 text-right tabular-nums">{pounds(ex.amount)}</td>
                <td className="pt-3 text-right font-semibold tabular-nums text-accent">{pounds(ex.totalReward)}</td>
              </tr>
            </tfoot>
          </table>
          <p className="mt-4 text-sm text-muted-foreground">
            The best any single card could earn is {pounds(ex.bestSingleCardReward)}. The platform fee on this payment at {ex.feePercent}% is{' '}
            {pounds(ex.feeAmount)}.
          </p>
        </figure>
      </div>
    </section>
  );
}
