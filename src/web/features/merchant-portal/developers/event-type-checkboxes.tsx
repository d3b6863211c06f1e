import { EVENT_TYPE_DESCRIPTIONS, EVENT_TYPES } from '@contract/events';

interface Props {
  value: string[];
  onChange: (next: string[]) => void;
}

/** "All events" or a choice of types; the list comes from the contract, so a new type shows up here by itself. */
export function EventTypeCheckboxes({ value, onChange }: Props) {
  const all = value.includes('*');
  const toggle = (type: string, on: boolean) => onChange(on ? [...value.filter((v) => v !== '*'), type] : value.filter((v) => v !== type));
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Events to send</legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={all} onChange={(e) => onChange(e.target.checked ? ['*'] : [])} />
        All events, including types added later
      </label>
      {EVENT_TYPES.map((type) => (
        <label key={type} className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-1" disabled={all} checked={all || value.includes(type)} onChange={(e) => toggle(type, e.target.checked)} />
          <span>
            <code className="font-mono">{type}</code>
            <span className="block text-xs text-muted-foreground">{EVENT_TYPE_DESCRIPTIONS[type]}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
