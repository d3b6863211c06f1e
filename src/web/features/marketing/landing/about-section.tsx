/** #about: mission, enterprise focus, zero card-data retention and revenue sharing (docs/product-spec.md section 1). */
export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-title" className="scroll-mt-28 bg-muted sm:scroll-mt-20">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="about-title" className="text-3xl font-bold tracking-tight text-primary">
          About SmartSplit
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-muted-foreground">
          SmartSplit Technologies Ltd builds the optimisation layer between a customer’s wallet and a merchant’s checkout.
        </p>
        <div className="mt-10 grid gap-8 md:grid-cols-2">
          <div>
            <h3 className="text-xl font-semibold text-foreground">Our mission</h3>
            <p className="mt-2 leading-7 text-muted-foreground">
              People carry several cards with different reward rates, category bonuses and caps, yet most payments land on whichever card comes first. We want
              every card payment to earn the best reward the customer’s own wallet allows, worked out at checkout with no effort from the customer.
            </p>
          </div>
          <div>
            <h3 className="text-xl font-semibold text-foreground">Built for enterprises</h3>
            <p className="mt-2 leading-7 text-muted-foreground">
              We sell to payment gateways and enterprise partners, not to consumers. Merchants get a test API key the moment they sign up and live keys once our
              compliance team has verified the business. Every staff action on an account is written to an audit log.
            </p>
          </div>
          <div>
            <h3 className="text-xl font-semibold text-foreground">Zero card-data retention</h3>
            <p className="mt-2 leading-7 text-muted-foreground">
              SmartSplit never accepts card numbers: a request containing anything that looks like one is refused before it is stored or logged. A payment
              record keeps only your own token for each card, its brand and last four digits, the amounts and the customer email you send for velocity checks.
            </p>
          </div>
          <div>
            <h3 className="text-xl font-semibold text-foreground">Revenue sharing</h3>
            <p className="mt-2 leading-7 text-muted-foreground">
              We earn when a payment completes: a platform fee of 0.5% by default, worked out to the penny and stored with the payment. Declined payments cost
              nothing, and gateway partners share in the fee on the payments they bring.{' '}
              <a href="/pricing" className="font-medium text-primary underline underline-offset-2">
                See pricing
              </a>
              .
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
