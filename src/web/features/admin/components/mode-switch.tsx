import { cn } from '@web/lib/cn';

export type ModeFilter = 'all' | 'live' | 'test';

const OPTIONS: { value: ModeFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'live', label: 'Live' },
  { value: 'test', label: 'Test' },
];

/** The API's `mode` parameter: absent for both modes. */
export function modeParam(mode: ModeFilter): 'live' | 'test' | undefined {
  return mode === 'all' ? undefined : mode;
}

/** Live, test or both: a group of toggle buttons (aria-pressed), each reachable with Tab. */
export function ModeSwitch({ value, onChange, label = 'Mode' }: { value: ModeFilter; onChange: (mode: ModeFilter) => void; label?: string }) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-md border border-input bg-background p-0.5">
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'rounded-sm px-3 py-1.5 text-sm font-medium text-foreground hover:bg-muted',
            value === option.value && 'bg-primary text-primary-foreground hover:bg-primary-hover',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
