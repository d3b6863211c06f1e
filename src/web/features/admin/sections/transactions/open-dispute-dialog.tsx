import { poundsDecimal } from '@contract/money';
import { useState, type FormEvent } from 'react';
import type { AdminTransaction } from '@contract/admin-transactions';
import { DEFAULT_DISPUTE_DAYS, DISPUTE_REASONS, DISPUTE_REASON_LABELS, type DisputeReason } from '@contract/disputes';
import { DateField } from '@web/components/date-field';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { endOfUkDay, formatGBP, ukDateAfter } from '@web/lib/format';
import { fieldError } from '@web/lib/server-message';
import { formatUkDate, parseUkDate } from '@web/lib/uk-date';
import { NativeSelect } from '@web/features/admin/components/native-select';
import { useOpenDispute } from '../disputes/disputes-api';

const POUNDS = /^\d+(\.\d{1,2})?$/;

/** Opens a dispute on one leg (card) of a completed live payment; the amount defaults to the whole leg. */
export function OpenDisputeDialog({ transaction, onClose }: { transaction: AdminTransaction | null; onClose: () => void }) {
  return (
    <Dialog open={transaction !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-lg">
        {transaction ? <OpenDisputeForm key={transaction.transactionId} transaction={transaction} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function OpenDisputeForm({ transaction, onClose }: { transaction: AdminTransaction; onClose: () => void }) {
  const legs = transaction.splits;
  const [cardId, setCardId] = useState(legs[0]?.cardId ?? '');
  const leg = legs.find((l) => l.cardId === cardId);
  const [amount, setAmount] = useState(leg ? poundsDecimal(leg.amount) : '');
  const [reason, setReason] = useState<DisputeReason>('fraudulent');
  // The merchant's deadline: the end of a UK day, a week from today unless staff choose another.
  const [respondBy, setRespondBy] = useState(() => formatUkDate(ukDateAfter(DEFAULT_DISPUTE_DAYS)));
  const [errors, setErrors] = useState<{ amount?: string; cardId?: string; dueBy?: string }>({});
  const open = useOpenDispute();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!POUNDS.test(amount.trim()) || Number(amount) <= 0) return setErrors({ amount: 'Enter an amount in pounds, for example 12.50' });
    const day = parseUkDate(respondBy);
    if (day.kind === 'invalid') return setErrors({ dueBy: day.message });
    const dueBy = day.kind === 'valid' ? endOfUkDay(day.iso) : null;
    if (day.kind !== 'valid' || !dueBy) return setErrors({ dueBy: 'Enter the date the merchant must respond by, as dd/mm/yyyy' });
    if (day.iso < ukDateAfter(0)) return setErrors({ dueBy: 'The date must be today or later' });
    setErrors({});
    open.mutate(
      { transactionId: transaction.transactionId, cardId, amount: Math.round(Number(amount) * 100), reason, dueBy },
      {
        onSuccess: onClose,
        onError: (e) => {
          const onField = fieldError(e, ['amount', 'cardId', 'dueBy'] as const);
          if (onField) setErrors({ [onField.field]: onField.message });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Open a dispute">
      <DialogHeader>
        <DialogTitle>Open a dispute</DialogTitle>
        <DialogDescription>
          On one card of {transaction.transactionId} ({formatGBP(transaction.amount)}). The amount is held from the merchant’s payouts until the dispute is
          decided; a dispute with no response by the date below is lost.
        </DialogDescription>
      </DialogHeader>
      <div className="my-4 grid gap-3">
        <div className="grid gap-1.5">
          <label htmlFor="dispute-leg" className="text-sm font-medium">
            Card (leg)
          </label>
          <NativeSelect
            id="dispute-leg"
            value={cardId}
            onChange={(e) => {
              setCardId(e.target.value);
              const next = legs.find((l) => l.cardId === e.target.value);
              if (next) setAmount(poundsDecimal(next.amount));
            }}
          >
            {legs.map((l) => (
              <option key={l.cardId} value={l.cardId}>
                {l.brand} ending {l.last4} ({l.cardId}): {formatGBP(l.amount)}
              </option>
            ))}
          </NativeSelect>
          {errors.cardId ? <p className="text-sm text-destructive">{errors.cardId}</p> : null}
        </div>
        <FormField id="dispute-amount" label="Amount (£)" hint={leg ? `At most ${formatGBP(leg.amount)}` : undefined} error={errors.amount}>
          {(c) => <Input {...c} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />}
        </FormField>
        <div className="grid gap-1.5">
          <label htmlFor="dispute-open-reason" className="text-sm font-medium">
            Reason
          </label>
          <NativeSelect id="dispute-open-reason" value={reason} onChange={(e) => setReason(e.target.value as DisputeReason)}>
            {DISPUTE_REASONS.map((r) => (
              <option key={r} value={r}>
                {DISPUTE_REASON_LABELS[r]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <DateField
          id="dispute-due-by"
          label="Respond by"
          hint={`The end of that day, UK time. Default: ${DEFAULT_DISPUTE_DAYS} days from today.`}
          error={errors.dueBy}
          min={ukDateAfter(0)}
          value={respondBy}
          onChange={(text) => {
            setRespondBy(text);
            setErrors((e) => ({ ...e, dueBy: undefined }));
          }}
        />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={open.isPending}>
          {open.isPending ? 'Opening…' : 'Open dispute'}
        </Button>
      </DialogFooter>
    </form>
  );
}
