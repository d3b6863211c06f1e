import { isHttpError } from '@web/lib/http-error';
import { serverMessage } from '@web/lib/server-message';

/** A failed call's `{ message, code }`, shown where the person acted rather than in a toast. */
export function InlineError({ error, fallback }: { error: unknown; fallback: string }) {
  if (!error) return null;
  const code = isHttpError(error) ? error.code : undefined;
  return (
    <p role="alert" className="text-sm font-medium text-destructive" data-testid="inline-error">
      {serverMessage(error) ?? fallback}
      {code ? <span className="ml-1 font-mono text-xs">({code})</span> : null}
    </p>
  );
}
