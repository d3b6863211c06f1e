import type { HealthCheckState } from '../use-health-check';

interface Props {
  state: HealthCheckState;
  onCheck: () => void;
  buttonLabel?: string;
}

/** Shows GET /api/health exactly as the server answered, for support conversations. */
export function HealthCheck({ state, onCheck, buttonLabel = 'Check API health' }: Props) {
  return (
    <div className="space-y-3">
      <button
        type="button"
        onClick={onCheck}
        disabled={state.phase === 'loading'}
        className="inline-flex h-10 items-center rounded-md border border-input bg-background px-4 text-sm font-medium text-foreground hover:bg-muted disabled:opacity-60"
      >
        {state.phase === 'loading' ? 'Checking…' : buttonLabel}
      </button>
      <div aria-live="polite">
        {state.phase === 'done' ? (
          <>
            <p className="text-sm">
              HTTP status: <span className={state.ok ? 'font-semibold text-success-foreground' : 'font-semibold text-destructive'}>{state.status}</span>
            </p>
            <pre data-testid="health-json" className="mt-2 max-h-80 overflow-auto rounded-md bg-navy p-4 font-mono text-xs text-slate-100">
              {state.body || '(empty response)'}
            </pre>
          </>
        ) : null}
        {state.phase === 'failed' ? (
          <p role="alert" className="text-sm text-destructive">
            The API could not be reached: {state.message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
