import { Plus, Trash2 } from 'lucide-react';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { fieldClasses, Input } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { blankCategoryRate, BRANDS, type CardBrand, type CardDraft, type DraftErrors } from './wallet-model';

interface Props {
  idPrefix: string;
  index: number;
  card: CardDraft;
  errors: DraftErrors;
  onChange: (card: CardDraft) => void;
  onRemove: () => void;
}

/** One card of the wallet, as the process-payment body models it (in pounds and percentages). */
export function CardEditor({ idPrefix, index, card, errors, onChange, onRemove }: Props) {
  const id = (name: string) => `${idPrefix}-card${index}-${name}`;
  const err = (name: string) => errors[`cards.${index}.${name}`];
  const set = <K extends keyof CardDraft>(key: K, value: CardDraft[K]) => onChange({ ...card, [key]: value });
  const label = `Card ${index + 1}`;
  const text = (
    name: 'last4' | 'expMonth' | 'expYear' | 'available' | 'rewardRate' | 'rewardCap' | 'rateAfterCap',
    fieldLabel: string,
    extra: { hint?: string; suffix?: string; inputMode?: 'numeric' | 'decimal'; maxLength?: number } = {},
  ) => (
    <FormField id={id(name)} label={fieldLabel} hint={extra.hint} labelSuffix={extra.suffix} error={err(name)}>
      {(c) => (
        <Input
          {...c}
          inputMode={extra.inputMode ?? 'decimal'}
          maxLength={extra.maxLength ?? 12}
          value={card[name]}
          onChange={(e) => set(name, e.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <fieldset className="grid gap-3 rounded-md border border-border p-4" data-testid="wallet-card">
      <legend className="px-1 text-sm font-semibold">
        {label}
        {card.last4 ? ` (${card.brand} •••• ${card.last4})` : ''}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FormField id={id('brand')} label="Brand">
          {(c) => (
            <select {...c} className={cn(fieldClasses, 'h-10')} value={card.brand} onChange={(e) => set('brand', e.target.value as CardBrand)}>
              {BRANDS.map((b) => (
                <option key={b} value={b}>
                  {b}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {text('last4', 'Last 4 digits', { inputMode: 'numeric', maxLength: 4 })}
        {text('expMonth', 'Expiry month', { inputMode: 'numeric', maxLength: 2 })}
        {text('expYear', 'Expiry year', { inputMode: 'numeric', maxLength: 4 })}
        {text('available', 'Available (£)')}
        {text('rewardRate', 'Base reward rate (%)', { hint: '0 to 20' })}
        {text('rewardCap', 'Reward cap (£)', { suffix: '(optional)' })}
        {text('rateAfterCap', 'Rate after the cap (%)', { suffix: '(optional)', hint: 'Default 0' })}
      </div>
      <div className="grid gap-2">
        <p className="text-sm font-medium">Category rates</p>
        {card.categoryRates.length === 0 ? <p className="text-xs text-muted-foreground">None: the base rate applies to every category.</p> : null}
        {card.categoryRates.map((row, j) => (
          <div key={row.key} className="grid items-start gap-2 sm:grid-cols-[1fr_10rem_auto]">
            <FormField id={id(`cat${j}-name`)} label={`Category ${j + 1}`} error={err(`categoryRates.${j}.category`)}>
              {(c) => (
                <Input
                  {...c}
                  maxLength={32}
                  value={row.category}
                  onChange={(e) =>
                    set(
                      'categoryRates',
                      card.categoryRates.map((r, k) => (k === j ? { ...r, category: e.target.value } : r)),
                    )
                  }
                />
              )}
            </FormField>
            <FormField id={id(`cat${j}-rate`)} label={`Category ${j + 1} rate (%)`} error={err(`categoryRates.${j}.rate`)}>
              {(c) => (
                <Input
                  {...c}
                  inputMode="decimal"
                  maxLength={12}
                  value={row.rate}
                  onChange={(e) =>
                    set(
                      'categoryRates',
                      card.categoryRates.map((r, k) => (k === j ? { ...r, rate: e.target.value } : r)),
                    )
                  }
                />
              )}
            </FormField>
            <Button
              variant="ghost"
              size="sm"
              className="sm:mt-6"
              onClick={() =>
                set(
                  'categoryRates',
                  card.categoryRates.filter((_, k) => k !== j),
                )
              }
              aria-label={`Remove category ${j + 1} of ${label}`}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ))}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => set('categoryRates', [...card.categoryRates, blankCategoryRate()])}
            disabled={card.categoryRates.length >= 50}
          >
            <Plus aria-hidden="true" /> Add a category rate
          </Button>
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${label}`}>
            <Trash2 aria-hidden="true" /> Remove card
          </Button>
        </div>
      </div>
    </fieldset>
  );
}
