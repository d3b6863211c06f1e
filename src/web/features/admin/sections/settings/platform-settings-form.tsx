import { useState, type FormEvent } from 'react';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/features/admin/components/native-select';
import { REFUND_FEE_POLICIES, type RefundFeePolicy } from '@contract/payment-states';
import { parseSettingsForm, type SettingsErrors, type SettingsFormValues } from '@web/features/admin/lib/settings-form';
import type { AdminRole } from '@contract/roles';
import { useSavePlatformSettings } from './settings-api';
import { editableSettings, onlyEditable, settingsAccessNote, type EditableSetting } from '@web/features/admin/lib/settings-access';

const REFUND_FEE_POLICY_LABELS: Record<RefundFeePolicy, string> = {
  retain: 'Retain: a refund keeps the platform fee',
  proportional: 'Proportional: a refund returns its share of the fee',
};

/** The platform settings, starting from the stored values. */
export function PlatformSettingsForm({ initial, role }: { initial: SettingsFormValues; role: AdminRole | null }) {
  // Locked fields follow the server's rule for the role (lib/settings-access.ts).
  const editable = editableSettings(role);
  const locked = (field: EditableSetting) => !editable.has(field);
  const accessNote = settingsAccessNote(editable);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<SettingsErrors>({});
  const save = useSavePlatformSettings({ onFieldError: setErrors });

  const set = (name: Exclude<keyof SettingsFormValues, 'autoApproveEnabled' | 'requireAdminMfa' | 'refundFeePolicy'>) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseSettingsForm(values);
    setErrors(parsed.ok ? {} : parsed.errors);
    if (parsed.ok) save.mutate(onlyEditable(parsed.body, editable));
  };

  return (
    // noValidate: the browser's step check would refuse 0.25 though the server allows 2 decimals.
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Platform settings">
      <FormField
        id="fee-percent"
        label="Transaction fee (%)"
        hint="Charged on each completed payment; 0 to 10, up to 2 decimals."
        error={errors.defaultFeePercent}
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="decimal"
            step={0.1}
            min={0}
            max={10}
            value={values.defaultFeePercent}
            onChange={set('defaultFeePercent')}
            disabled={locked('defaultFeePercent')}
          />
        )}
      </FormField>
      <FormField
        id="payout-delay"
        label="Payout delay (days)"
        hint="Net N: funds are paid out this many days after a payment completes; 0 to 90."
        error={errors.payoutDelayDays}
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            step={1}
            min={0}
            max={90}
            value={values.payoutDelayDays}
            onChange={set('payoutDelayDays')}
            disabled={locked('payoutDelayDays')}
          />
        )}
      </FormField>
      <FormField id="dispute-fee" label="Dispute fee (£)" hint="Debited from the merchant when a dispute is lost or accepted." error={errors.disputeFee}>
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="decimal"
            step={0.01}
            min={0}
            value={values.disputeFee}
            onChange={set('disputeFee')}
            disabled={locked('disputeFee')}
          />
        )}
      </FormField>
      <FormField
        id="authorisation-validity"
        label="Authorisation validity (hours)"
        hint="An authorised payment not captured within this time is canceled as expired; 1 to 720."
        error={errors.authorisationValidityHours}
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            step={1}
            min={1}
            max={720}
            value={values.authorisationValidityHours}
            onChange={set('authorisationValidityHours')}
            disabled={locked('authorisationValidityHours')}
          />
        )}
      </FormField>
      <FormField id="refund-fee-policy" label="Refund fee policy" hint="Whether a refund returns its share of the platform fee." error={errors.refundFeePolicy}>
        {(control) => (
          <NativeSelect
            {...control}
            value={values.refundFeePolicy}
            onChange={(e) => setValues((v) => ({ ...v, refundFeePolicy: e.target.value as RefundFeePolicy }))}
            disabled={locked('refundFeePolicy')}
          >
            {REFUND_FEE_POLICIES.map((policy) => (
              <option key={policy} value={policy}>
                {REFUND_FEE_POLICY_LABELS[policy]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField id="min-amount" label="Minimum transaction amount (£)" hint="Whole pounds." error={errors.minTransactionAmount}>
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            step={1}
            min={0}
            value={values.minTransactionAmount}
            onChange={set('minTransactionAmount')}
            disabled={locked('minTransactionAmount')}
          />
        )}
      </FormField>
      <FormField id="max-amount" label="Maximum transaction amount (£)" hint="Whole pounds, above the minimum." error={errors.maxTransactionAmount}>
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            step={1}
            min={1}
            value={values.maxTransactionAmount}
            onChange={set('maxTransactionAmount')}
            disabled={locked('maxTransactionAmount')}
          />
        )}
      </FormField>
      <div className="grid gap-1.5 sm:col-span-2">
        <span id="auto-approve-label" className="text-sm font-medium">
          Auto-approve new merchants
        </span>
        <div className="flex items-center gap-3">
          <button
            type="button"
            role="switch"
            aria-checked={values.autoApproveEnabled}
            aria-labelledby="auto-approve-label"
            aria-describedby="auto-approve-state"
            disabled={locked('autoApproveEnabled')}
            onClick={() => setValues((v) => ({ ...v, autoApproveEnabled: !v.autoApproveEnabled }))}
            className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors ${values.autoApproveEnabled ? 'bg-accent' : 'bg-input'}`}
          >
            <span
              className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${values.autoApproveEnabled ? 'translate-x-5' : 'translate-x-0'}`}
            />
          </button>
          <span id="auto-approve-state" className="text-sm">
            {values.autoApproveEnabled ? 'Enabled' : 'Disabled'}
          </span>
        </div>
        {errors.autoApproveEnabled ? <p className="text-sm font-medium text-destructive">{errors.autoApproveEnabled}</p> : null}
      </div>
      <div className="grid gap-1.5 sm:col-span-2">
        <span id="require-mfa-label" className="text-sm font-medium">
          Require two-factor sign-in for admins
        </span>
        <div className="flex items-center gap-3">
          <button
            type="button"
            role="switch"
            aria-checked={values.requireAdminMfa}
            aria-labelledby="require-mfa-label"
            aria-describedby="require-mfa-state require-mfa-hint"
            disabled={locked('requireAdminMfa')}
            onClick={() => setValues((v) => ({ ...v, requireAdminMfa: !v.requireAdminMfa }))}
            className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors ${values.requireAdminMfa ? 'bg-accent' : 'bg-input'}`}
          >
            <span
              className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${values.requireAdminMfa ? 'translate-x-5' : 'translate-x-0'}`}
            />
          </button>
          <span id="require-mfa-state" className="text-sm">
            {values.requireAdminMfa ? 'Required' : 'Optional'}
          </span>
        </div>
        <p id="require-mfa-hint" className="text-xs text-muted-foreground">
          Admins without it must set it up at their next sign-in before they can do anything else.
        </p>
        {errors.requireAdminMfa ? <p className="text-sm font-medium text-destructive">{errors.requireAdminMfa}</p> : null}
      </div>
      <div className="grid gap-2 sm:col-span-2">
        {accessNote ? (
          <p className="text-sm text-muted-foreground" data-testid="settings-access">
            {accessNote}
          </p>
        ) : null}
        {editable.size > 0 ? (
          <div>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save Settings'}
            </Button>
          </div>
        ) : null}
      </div>
    </form>
  );
}
