import { useEffect, useState, type FormEvent } from 'react';
import type { FeatureFlag } from '@contract/feature-flags';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { useSaveFeatureFlag } from './feature-flags-api';
import { clampPercent, createBody, EMPTY_FLAG_FORM, flagToForm, updateBody, type FlagFormErrors, type FlagFormValues } from './flag-form';

interface Props {
  /** 'new' to create a flag, a flag to edit it, null when closed. */
  editing: FeatureFlag | 'new' | null;
  onClose: () => void;
}

/** Create or edit a flag: key (new flags only), description, on/off, the rollout percentage and the two merchant lists. */
export function FlagFormDialog({ editing, onClose }: Props) {
  const [values, setValues] = useState<FlagFormValues>(EMPTY_FLAG_FORM);
  const [errors, setErrors] = useState<FlagFormErrors>({});
  const isNew = editing === 'new';

  useEffect(() => {
    setValues(editing && editing !== 'new' ? flagToForm(editing) : EMPTY_FLAG_FORM);
    setErrors({});
  }, [editing]);

  const save = useSaveFeatureFlag({ onDone: onClose, onFieldError: setErrors });

  // Checked here with the server's own schema first, so a mistake is shown on its field without a round trip.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (editing === null) return;
    if (editing === 'new') {
      const checked = createBody(values);
      setErrors(checked.ok ? {} : checked.errors);
      if (checked.ok) save.mutate({ kind: 'create', body: checked.body });
      return;
    }
    const checked = updateBody(editing, values);
    if (checked === null) {
      onClose();
      return;
    }
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) save.mutate({ kind: 'update', key: editing.key, body: checked.body });
  };
  const set = <K extends keyof FlagFormValues>(name: K, value: FlagFormValues[K]) => setValues((v) => ({ ...v, [name]: value }));

  return (
    <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{isNew ? 'New feature flag' : `Edit ${(editing as FeatureFlag | null)?.key ?? ''}`}</DialogTitle>
          <DialogDescription>
            A merchant on the deny list never has the feature; one on the allow list always has it; everyone else has it while the flag is on and their bucket
            falls under the percentage. Raising the percentage never turns anyone off.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate aria-label={isNew ? 'New feature flag' : 'Edit feature flag'} className="grid gap-4">
          {isNew ? (
            <FormField id="flag-key" label="Key" hint="kebab-case, e.g. new-checkout; it cannot be changed later" error={errors.key}>
              {(c) => <Input {...c} maxLength={64} autoComplete="off" value={values.key} onChange={(e) => set('key', e.target.value)} />}
            </FormField>
          ) : null}
          <FormField id="flag-description" label="Description" error={errors.description}>
            {(c) => <Textarea {...c} maxLength={500} value={values.description} onChange={(e) => set('description', e.target.value)} />}
          </FormField>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              id="flag-enabled"
              type="checkbox"
              className="size-4 accent-primary"
              checked={values.enabled}
              onChange={(e) => set('enabled', e.target.checked)}
            />
            On (for the rollout percentage below)
          </label>
          <FormField
            id="flag-percent"
            label="Rollout percentage"
            hint="0 to 100: the share of merchants the flag is on for while it is on"
            error={errors.rolloutPercent}
          >
            {(c) => (
              <div className="flex items-center gap-3">
                <input
                  type="range"
                  min={0}
                  max={100}
                  step={1}
                  aria-label="Rollout percentage slider"
                  className="h-2 flex-1 accent-primary"
                  value={values.rolloutPercent}
                  onChange={(e) => set('rolloutPercent', clampPercent(e.target.value))}
                />
                <Input
                  {...c}
                  type="number"
                  min={0}
                  max={100}
                  step={1}
                  className="w-24"
                  value={values.rolloutPercent}
                  onChange={(e) => set('rolloutPercent', clampPercent(e.target.value))}
                />
              </div>
            )}
          </FormField>
          <FormField id="flag-allow" label="Always on for" labelSuffix="(merchant ids)" hint="One mch_ id per line" error={errors.allowMerchantIds}>
            {(c) => <Textarea {...c} className="font-mono text-xs" value={values.allow} onChange={(e) => set('allow', e.target.value)} />}
          </FormField>
          <FormField
            id="flag-deny"
            label="Always off for"
            labelSuffix="(merchant ids)"
            hint="One mch_ id per line; this list wins over the one above"
            error={errors.denyMerchantIds}
          >
            {(c) => <Textarea {...c} className="font-mono text-xs" value={values.deny} onChange={(e) => set('deny', e.target.value)} />}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : isNew ? 'Create flag' : 'Save changes'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
