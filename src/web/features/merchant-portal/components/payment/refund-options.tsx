import type { z } from 'zod';
import type { PaymentDetail, refundPreviewSchema } from '@contract/payment-lifecycle';
import type { RefundAllocationMethod } from '@contract/payment-states';
import { legCardName, REFUND_ALLOCATION_HINTS, REFUND_ALLOCATION_LABELS } from '@web/components/payments/payment-labels';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';
import { formatGBP } from '@web/lib/format';

type Preview = z.infer<typeof refundPreviewSchema>;

/** The preview's allocations side by side, as radio choices: per card the amount and the reward it reverses. */
export function RefundOptions({
  preview,
  legs,
  value,
  onChange,
}: {
  preview: Preview;
  legs: PaymentDetail['legs'];
  value: RefundAllocationMethod;
  onChange: (allocation: RefundAllocationMethod) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">How to spread {formatGBP(preview.amount)} across the cards</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {preview.options.map((option) => {
          const id = `refund-option-${option.allocation}`;
          const chosen = option.allocation === value;
          return (
            <label
              key={option.allocation}
              htmlFor={id}
              data-testid="refund-option"
              className={cn(
                'grid cursor-pointer content-start gap-2 rounded-md border p-3 text-sm',
                chosen ? 'border-primary ring-2 ring-primary/40' : 'border-border',
              )}
            >
              <span className="flex items-center gap-2 font-medium">
                <input id={id} type="radio" name="refund-allocation" value={option.allocation} checked={chosen} onChange={() => onChange(option.allocation)} />
                {REFUND_ALLOCATION_LABELS[option.allocation]}
              </span>
              {option.allocation === 'keep_most_reward' ? (
                <Badge variant="success" className="w-fit">
                  Keeps the most reward
                </Badge>
              ) : null}
              <span className="text-xs text-muted-foreground">{REFUND_ALLOCATION_HINTS[option.allocation]}</span>
              <ul className="grid gap-1">
                {option.legs.map((leg) => (
                  <li key={leg.legId} className="flex flex-wrap justify-between gap-x-2" data-testid="refund-option-leg">
                    <span>{legCardName(legs, leg.legId, leg.cardId)}</span>
                    <span className="tabular-nums">
                      {formatGBP(leg.amount)} <span className="text-xs text-muted-foreground">(reward −{formatGBP(leg.rewardReversed)})</span>
                    </span>
                  </li>
                ))}
              </ul>
              <span className="border-t border-border pt-2" data-testid="refund-option-reward">
                Reward reversed: <span className="tabular-nums font-medium">{formatGBP(option.rewardReversed)}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
