import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { merchantLoginRequestSchema, type MerchantLoginRequest } from '@contract/merchant-auth';
import { ForgotPasswordDialog } from '@web/components/account-security/forgot-password-dialog';
import { FormField } from '@web/components/form-field';
import { TwoFactorCodeStep } from '@web/components/two-factor/code-step';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { merchantApi } from '@web/lib/api-client';
import { isHttpError } from '@web/lib/http-error';
import { serverMessage } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';
import { merchantPasswordResetApi } from '../lib/merchant-security';
import { startMerchantSession } from '../lib/start-session';
import { merchantLogin } from '@contract/endpoints/merchant-account';
import { merchantMfaVerify } from '@contract/endpoints/mfa';

/** The challenge is over (expired, used, or too many wrong codes): only a fresh sign-in helps. */
const CHALLENGE_OVER = ['MFA_TOKEN_INVALID', 'MFA_CHALLENGE_ENDED'];

export function LoginForm() {
  const queryClient = useQueryClient();
  const form = useForm<MerchantLoginRequest>({ resolver: zodResolver(merchantLoginRequestSchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  // Set when the password was right and two-factor sign-in is on: the code step replaces the form.
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | undefined>();

  const login = useMutation({
    mutationFn: (data: MerchantLoginRequest) => merchantApi.call(merchantLogin, { body: data }),
    onSuccess: (response) => {
      if ('mfaRequired' in response) {
        setCodeError(undefined);
        setMfaToken(response.mfaToken);
        return;
      }
      startMerchantSession(queryClient, response);
      toast({ title: 'Logged in successfully' });
    },
    onError: (error) => {
      // The server answers one message for a wrong email and a wrong password, so it goes in the toast only.
      form.resetField('password');
      toast({ title: 'Login failed', description: serverMessage(error) ?? 'Login failed', variant: 'destructive' });
    },
  });

  const verify = useMutation({
    mutationFn: (code: string) => merchantApi.call(merchantMfaVerify, { body: { mfaToken: mfaToken ?? '', code } }),
    onSuccess: (response) => {
      startMerchantSession(queryClient, response);
      toast({ title: 'Logged in successfully' });
    },
    onError: (error) => {
      if (isHttpError(error) && error.code !== undefined && CHALLENGE_OVER.includes(error.code)) {
        setMfaToken(null);
        form.resetField('password');
      }
      setCodeError(serverMessage(error));
      toast({ title: 'Login failed', description: serverMessage(error) ?? 'Login failed', variant: 'destructive' });
    },
  });

  if (mfaToken !== null) {
    return (
      <TwoFactorCodeStep
        idPrefix="login"
        pending={verify.isPending}
        error={codeError}
        onSubmit={(code) => verify.mutate(code)}
        onCancel={() => {
          setMfaToken(null);
          form.resetField('password');
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit((data) => login.mutate(data))} className="grid gap-4" aria-label="Log in">
      <FormField id="login-email" label="Email" error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="username" {...form.register('email')} />}
      </FormField>
      <FormField id="login-password" label="Password" error={errors.password?.message}>
        {(control) => <Input {...control} type="password" autoComplete="current-password" {...form.register('password')} />}
      </FormField>
      <Button type="submit" disabled={login.isPending} className="w-full">
        {login.isPending ? 'Logging in…' : 'Log in'}
      </Button>
      <div className="text-center text-sm">
        <ForgotPasswordDialog idPrefix="login" request={merchantPasswordResetApi.request} />
      </div>
    </form>
  );
}
