import { cn } from '@web/lib/cn';

const STEPS = ['Business Details', 'Document Upload'] as const;

export function StepIndicator({ current }: { current: 1 | 2 }) {
  return (
    <nav aria-label="Verification steps">
      <ol className="flex flex-wrap gap-3 text-sm">
        {STEPS.map((name, index) => {
          const step = index + 1;
          const active = step === current;
          return (
            <li
              key={name}
              aria-current={active ? 'step' : undefined}
              className={cn(
                'flex items-center gap-2 rounded-full border px-3 py-1.5',
                active ? 'border-primary bg-secondary font-semibold text-secondary-foreground' : 'border-border text-muted-foreground',
              )}
            >
              <span
                className={cn(
                  'flex size-6 items-center justify-center rounded-full text-xs',
                  active ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
                )}
                aria-hidden="true"
              >
                {step}
              </span>
              <span>
                <span className="sr-only">Step {step}: </span>
                {name}
                {step < current ? <span className="sr-only"> (done)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
