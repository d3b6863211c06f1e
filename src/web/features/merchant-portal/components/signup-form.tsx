import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { PASSWORD_HINT } from '@contract/common';
import { BUSINESS_TYPES, INDUSTRIES, signupRequestSchema, type SignupData, type SignupRequest } from '@contract/merchant-auth';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { merchantApi } from '@web/lib/api-client';
import { isHttpError } from '@web/lib/http-error';
import { fieldError as fieldErrorOf, serverMessage } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';
import { BUSINESS_TYPE_LABELS, INDUSTRY_LABELS } from '../lib/labels';
import { rememberSignupKey } from '../lib/one-time-secret';
import { startMerchantSession } from '../lib/start-session';
import { merchantSignup } from '@contract/endpoints/merchant-account';

const FIELDS = ['companyName', 'contactEmail', 'contactPhone', 'businessType', 'industry', 'website', 'firstName', 'lastName', 'password'] as const;

/** Sign-up runs the contract's own schema in the browser, so people see the server's rules before sending. */
export function SignupForm() {
  const queryClient = useQueryClient();
  const form = useForm<SignupRequest, unknown, SignupData>({
    resolver: zodResolver(signupRequestSchema),
    defaultValues: { companyName: '', contactEmail: '', contactPhone: '', website: '', firstName: '', lastName: '', password: '' },
  });
  const { errors } = form.formState;

  const signup = useMutation({
    mutationFn: (data: SignupData) => merchantApi.call(merchantSignup, { body: data }),
    onSuccess: (response) => {
      rememberSignupKey(response.testApiKey);
      startMerchantSession(queryClient, response, { keepSignupKey: true });
      toast({ title: 'Success!', description: 'Merchant account created successfully' });
    },
    onError: (error) => {
      const message = serverMessage(error);
      const fieldError = fieldErrorOf(error, FIELDS);
      if (fieldError) form.setError(fieldError.field, { message: fieldError.message }, { shouldFocus: true });
      else if (isHttpError(error) && error.status === 409 && message) form.setError('contactEmail', { message }, { shouldFocus: true });
      toast({ title: 'Signup failed', description: message ?? 'Signup failed', variant: 'destructive' });
    },
  });

  const text = (name: 'companyName' | 'firstName' | 'lastName', label: string, autoComplete: string) => (
    <FormField id={`signup-${name}`} label={label} error={errors[name]?.message}>
      {(control) => <Input {...control} autoComplete={autoComplete} {...form.register(name)} />}
    </FormField>
  );

  return (
    <form noValidate onSubmit={form.handleSubmit((data) => signup.mutate(data))} className="grid gap-4" aria-label="Sign up">
      {text('companyName', 'Company name', 'organization')}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="signup-contactEmail" label="Contact email" hint="You will log in with this email" error={errors.contactEmail?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('contactEmail')} />}
        </FormField>
        <FormField id="signup-contactPhone" label="Contact phone" error={errors.contactPhone?.message}>
          {(control) => <Input {...control} type="tel" autoComplete="tel" {...form.register('contactPhone')} />}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="signup-businessType" label="Business type" error={errors.businessType?.message}>
          {(control) => (
            <Controller
              control={form.control}
              name="businessType"
              render={({ field }) => (
                <Select value={field.value ?? ''} onValueChange={field.onChange}>
                  <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue placeholder="Select a business type" />
                  </SelectTrigger>
                  <SelectContent>
                    {BUSINESS_TYPES.map((value) => (
                      <SelectItem key={value} value={value}>
                        {BUSINESS_TYPE_LABELS[value]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
        <FormField id="signup-industry" label="Industry" error={errors.industry?.message}>
          {(control) => (
            <Controller
              control={form.control}
              name="industry"
              render={({ field }) => (
                <Select value={field.value ?? ''} onValueChange={field.onChange}>
                  <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue placeholder="Select an industry" />
                  </SelectTrigger>
                  <SelectContent>
                    {INDUSTRIES.map((value) => (
                      <SelectItem key={value} value={value}>
                        {INDUSTRY_LABELS[value]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
      </div>
      <FormField id="signup-website" label="Website" labelSuffix="(optional)" hint="A full address, e.g. https://example.com" error={errors.website?.message}>
        {(control) => <Input {...control} type="url" autoComplete="url" placeholder="https://" {...form.register('website')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('firstName', 'First name', 'given-name')}
        {text('lastName', 'Last name', 'family-name')}
      </div>
      <FormField id="signup-password" label="Password" hint={PASSWORD_HINT} error={errors.password?.message}>
        {(control) => <Input {...control} type="password" autoComplete="new-password" {...form.register('password')} />}
      </FormField>
      <Button type="submit" disabled={signup.isPending} className="w-full">
        {signup.isPending ? 'Creating account…' : 'Create merchant account'}
      </Button>
    </form>
  );
}
