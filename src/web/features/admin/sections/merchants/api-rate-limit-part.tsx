import { useState, type FormEvent } from 'react';
import { MAX_API_RATE_LIMIT, type MerchantApiRateLimit } from '@contract/api-rate-limit';
import { setMerchantApiRateLimit } from '@contract/endpoints/admin-api-management';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { LoadState } from '@web/features/admin/components/load-state';
import { useAdminCan } from '@web/features/admin/lib/use-admin-role';
import { perSecond, useMerchantApiRateLimit, useSaveApiRateLimit } from './api-rate-limit-api';

/** The merchant's per-key API rate limit in its details: what applies, and for operations and super admins a field to change it. */
export function ApiRateLimitPart({ merchantId }: { merchantId: string }) {
  const query = useMerchantApiRateLimit(merchantId);
  const mayChange = useAdminCan(setMerchantApiRateLimit);
  return (
    <section className="space-y-2" aria-labelledby="api-rate-limit-title">
      <h3 id="api-rate-limit-title" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        API rate limit
      </h3>
      <LoadState isPending={query.isPending} isError={query.isError} onRetry={() => void query.refetch()} what="the API rate limit" />
      {query.data ? (
        <>
          <p className="text-sm" data-testid="api-rate-limit">
            Live keys: {perSecond(query.data.effective.live)} · Test keys: {perSecond(query.data.effective.test)}{' '}
            <span className="text-muted-foreground">{query.data.override === null ? '(platform defaults)' : '(set for this merchant)'}</span>
          </p>
          {mayChange ? <RateLimitForm key={String(query.data.override)} merchantId={merchantId} current={query.data} /> : null}
        </>
      ) : null}
    </section>
  );
}

function RateLimitForm({ merchantId, current }: { merchantId: string; current: MerchantApiRateLimit }) {
  const [value, setValue] = useState(current.override === null ? '' : String(current.override));
  const [error, setError] = useState<string | undefined>();
  const save = useSaveApiRateLimit(merchantId, { onFieldError: setError });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    const n = text === '' ? null : Number(text);
    if (n !== null && (!Number.isInteger(n) || n < 0 || n > MAX_API_RATE_LIMIT)) {
      setError(`Enter a whole number from 0 (no limit) to ${MAX_API_RATE_LIMIT.toLocaleString('en-GB')}, or leave it empty for the defaults`);
      return;
    }
    setError(undefined);
    save.mutate(n);
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Set the API rate limit" className="flex flex-wrap items-end gap-3">
      <FormField
        id="api-rate-limit-input"
        label="Requests a second per key"
        hint={`Empty: the defaults (${perSecond(current.defaults.live)} live, ${perSecond(current.defaults.test)} test). 0: no limit.`}
        error={error}
      >
        {(c) => (
          <Input
            {...c}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_API_RATE_LIMIT}
            step={1}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            className="w-40"
          />
        )}
      </FormField>
      <Button type="submit" size="sm" disabled={save.isPending}>
        Save limit
      </Button>
    </form>
  );
}
