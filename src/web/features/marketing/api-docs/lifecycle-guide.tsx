import { simulatePayment } from '@contract/endpoints/sandbox';
import { LEG_TRANSITIONS, MAX_RESPLITS, PAYMENT_TRANSITIONS } from '@contract/payment-states';
import { pounds } from '../lib/pounds';
import { LIFECYCLE_TAG, type ApiOperation } from './api-reference';
import { LIFECYCLE_EXAMPLE as ex, type ExampleLeg } from './lifecycle-example';
import { groupPath } from './reference-groups';
import { StateDiagram } from './state-diagram';

export const LIFECYCLE_SECTION_ID = 'payment-lifecycle';

const cardOf = (cardId: string) => ex.cards.find((c) => c.id === cardId)!;
const percent = (rate: number) => `${Number((rate * 100).toPrecision(6))}%`;

function LegsTable({ caption, legs }: { caption: string; legs: readonly (ExampleLeg & { status: string })[] }) {
  return (
    <table>
      <caption className="mb-2 text-left text-sm text-muted-foreground">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Card</th>
          <th scope="col">Rate</th>
          <th scope="col">Leg</th>
          <th scope="col" className="text-right">
            Amount
          </th>
          <th scope="col" className="text-right">
            Reward
          </th>
        </tr>
      </thead>
      <tbody>
        {legs.map((leg) => (
          <tr key={`${leg.cardId}-${leg.status}`}>
            <th scope="row" className="font-mono font-normal">
              {leg.cardId}
            </th>
            <td>{percent(cardOf(leg.cardId).rewardRate)}</td>
            <td>{leg.status}</td>
            <td className="text-right tabular-nums">{pounds(leg.amount)}</td>
            <td className="text-right tabular-nums">{pounds(leg.reward)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The API reference's guide to the payment lifecycle (decision 0033, the README's "The life of a
 * payment"): the two state machines drawn from the contract's transition tables, the lifecycle's
 * endpoints (linking to their entries on the group's own page), and the worked example of a
 * decline and its re-split.
 */
export function LifecycleGuide({ operations }: { operations: ApiOperation[] }) {
  const declined = ex.legs.find((leg) => leg.cardId === ex.declinedCardId)!;
  const standing = ex.legs.filter((leg) => leg.cardId !== ex.declinedCardId);
  const fourth = ex.cards.find((c) => !ex.legs.some((leg) => leg.cardId === c.id))!;
  return (
    <section aria-labelledby={LIFECYCLE_SECTION_ID} className="mt-14" data-testid="lifecycle-guide">
      <h2 id={LIFECYCLE_SECTION_ID}>The life of a payment</h2>
      <p>
        Every payment answer has <code>legs</code>: one per card charge (<code>leg_…</code>), with its status and the authorised, captured and refunded amounts.
        Two optional fields of <code>process-payment</code> turn the one-call payment into a lifecycle; without them a payment is <code>COMPLETED</code> or{' '}
        <code>DECLINED</code> at once.
      </p>
      <ul>
        <li>
          <code>legConfirmation: &quot;gateway&quot;</code>: each leg waits for your processor&apos;s report of its authorisation. A decline, or an
          authorisation below the leg&apos;s amount, is <strong>re-split</strong>: the shortfall goes across the customer&apos;s other cards for the most reward
          still possible, and the answer&apos;s <code>resplit.newLegs</code> are the legs to authorise next, with the <code>rewardLost</code>. When nothing
          covers it (or after {MAX_RESPLITS} re-splits) the payment is <code>FAILED</code> (<code>declineReason: LEG_DECLINED</code>) and{' '}
          <code>voidReferences</code> lists what to void.
        </li>
        <li>
          <code>captureMethod: &quot;manual&quot;</code>: the payment waits, <code>AUTHORISED</code>, for a capture (whole or partial) or a cancel. An
          authorisation not captured in time is canceled as <code>expired</code>.
        </li>
        <li>
          Refunds go across the legs, by an allocation you choose; under <code>gateway</code> a refund is <code>PENDING</code> until you report each leg&apos;s
          result.
        </li>
      </ul>

      <h3>States</h3>
      <StateDiagram
        title="Payment states"
        table={PAYMENT_TRANSITIONS}
        initial="REQUIRES_AUTHORISATION"
        note="A payment for which no split is possible at all is DECLINED at once, as before, and never enters this machine."
      />
      <StateDiagram title="Leg states" table={LEG_TRANSITIONS} initial="PENDING" />
      <p>
        Any other move is refused with 409 <code>INVALID_STATE</code>, naming the current status.
      </p>

      <h3>Endpoints</h3>
      <table data-testid="lifecycle-endpoints">
        <thead>
          <tr>
            <th scope="col">Call</th>
            <th scope="col">What it does</th>
          </tr>
        </thead>
        <tbody>
          {operations.map((op) => (
            <tr key={op.id}>
              <td>
                <a href={`${groupPath(LIFECYCLE_TAG)}#${op.id}`} className="[overflow-wrap:anywhere]">
                  <span className="font-mono text-xs">{op.method}</span> <code>{op.path}</code>
                </a>
              </td>
              <td>{op.summary}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h3>A worked example: a decline and its re-split</h3>
      <p>
        A payment of {pounds(ex.amount)} with <code>legConfirmation: &quot;gateway&quot;</code> and <code>maxSplits: {ex.maxSplits}</code>, across a wallet of{' '}
        {ex.cards.length} cards ({ex.cards.map((c) => `${c.id} at ${percent(c.rewardRate)} with ${pounds(c.available)} available`).join(', ')}). The answer has{' '}
        {ex.legs.length} <code>PENDING</code> legs earning {pounds(ex.totalReward)}; {fourth.id} is not needed.
      </p>
      <LegsTable caption="The first answer's legs" legs={ex.legs.map((leg) => ({ ...leg, status: 'PENDING' }))} />
      <p>
        The gateway reports {ex.declinedCardId} <code>DECLINED</code>. Its {pounds(declined.amount)} is re-split: the answer&apos;s <code>resplit.newLegs</code>{' '}
        put {ex.newLegs.map((leg) => `${pounds(leg.amount)} on ${leg.cardId}`).join(' and ')}, and <code>rewardLost</code> is{' '}
        <strong data-testid="lifecycle-reward-lost">{pounds(ex.rewardLost)}</strong> (the {pounds(declined.reward)} {ex.declinedCardId} would have earned, less
        the {pounds(ex.newReward)} the new legs earn). Once every standing leg is authorised the payment is <code>COMPLETED</code>.
      </p>
      <LegsTable
        caption={`The legs after ${ex.declinedCardId}'s decline`}
        legs={[
          ...standing.map((leg) => ({ ...leg, status: 'PENDING' })),
          { ...declined, reward: 0, status: 'DECLINED' },
          ...ex.newLegs.map((leg) => ({ ...leg, status: 'PENDING (new)' })),
        ]}
      />
      <p>
        To see this before writing any code, send the same body to the Sandbox (
        <code>
          {simulatePayment.method} {simulatePayment.path}
        </code>
        ) with <code>declineCardId: &quot;{ex.declinedCardId}&quot;</code>: its <code>resplit</code> shows the new legs and the reward lost, and stores nothing.
      </p>
    </section>
  );
}
