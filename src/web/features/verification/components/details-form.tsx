import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { COUNTRIES, verificationDetailsRequestSchema, type MaskedVerificationDetails, type VerificationDetailsRequest } from '@contract/verification';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { fieldError as fieldErrorOf, serverMessage } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';
import { COUNTRY_FIELDS, COUNTRY_NAMES, DETAILS_FIELDS } from '../lib/country-fields';
import { useSubmitDetails } from '../lib/verification-queries';

interface Props {
  /** Saved details come back masked: the plain fields refill the form, bank numbers and tax id must be typed again. */
  saved: MaskedVerificationDetails | null;
  onSaved: () => void;
  onCancel?: () => void;
}

type TextField = 'registrationNumber' | 'taxId' | 'bankAccountNumber' | 'bankSortCode' | 'city' | 'postcode';

/** Step 1: the eight business details, checked in the browser with the contract's own per-country rules. */
export function DetailsForm({ saved, onSaved, onCancel }: Props) {
  const form = useForm<VerificationDetailsRequest>({
    resolver: zodResolver(verificationDetailsRequestSchema),
    defaultValues: {
      registrationNumber: saved?.registrationNumber ?? '',
      taxId: '',
      bankAccountNumber: '',
      bankSortCode: '',
      businessAddress: saved?.businessAddress ?? '',
      city: saved?.city ?? '',
      postcode: saved?.postcode ?? '',
      country: saved?.country ?? 'GB',
    },
  });
  const submit = useSubmitDetails();
  const country = useWatch({ control: form.control, name: 'country' }) ?? 'GB';
  const text = COUNTRY_FIELDS[country];
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((details) =>
    submit.mutate(details, {
      onSuccess: onSaved,
      onError: (error) => {
        const message = serverMessage(error);
        const fieldError = fieldErrorOf(error, DETAILS_FIELDS);
        if (fieldError) form.setError(fieldError.field, { message: fieldError.message }, { shouldFocus: true });
        toast({ title: 'Submission failed', description: message ?? 'Submission failed', variant: 'destructive' });
      },
    }),
  );

  const input = (name: TextField, autoComplete = 'off') => (
    <FormField id={`details-${name}`} label={text[name].label} hint={text[name].hint} error={errors[name]?.message}>
      {(control) => <Input {...control} autoComplete={autoComplete} spellCheck={false} {...form.register(name)} />}
    </FormField>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Business details">
      <FormField id="details-country" label="Country" hint="Where your business and its bank account are registered" error={errors.country?.message}>
        {(control) => (
          <Controller
            control={form.control}
            name="country"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur} className="sm:max-w-xs">
                  <SelectValue placeholder="Select a country" />
                </SelectTrigger>
                <SelectContent>
                  {COUNTRIES.map((code) => (
                    <SelectItem key={code} value={code}>
                      {COUNTRY_NAMES[code]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </FormField>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">Company</legend>
        {input('registrationNumber')}
        {input('taxId')}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">Bank account for payouts</legend>
        {input('bankAccountNumber')}
        {input('bankSortCode')}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">Registered business address</legend>
        <FormField
          id="details-businessAddress"
          label={text.businessAddress.label}
          error={errors.businessAddress?.message}
          className="grid gap-1.5 sm:col-span-2"
        >
          {(control) => <Textarea {...control} rows={2} autoComplete="street-address" {...form.register('businessAddress')} />}
        </FormField>
        {input('city', 'address-level2')}
        {input('postcode', 'postal-code')}
      </fieldset>
      <p className="text-sm text-muted-foreground">Bank details and your tax ID are encrypted when stored and only ever shown masked.</p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? 'Saving…' : 'Save and continue'}
        </Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={submit.isPending}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
