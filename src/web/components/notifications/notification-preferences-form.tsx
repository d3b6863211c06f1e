import { useEffect, useState, type FormEvent } from 'react';
import type { NotificationPreference } from '@contract/notifications';
import { Button } from '@web/components/ui/button';
import type { NotificationsApi } from '@web/lib/notifications-api';
import { useNotificationPreferences, useSaveNotificationPreferences } from './use-notification-preferences';

type Choices = Record<string, { inApp: boolean; email: boolean }>;

const toChoices = (preferences: NotificationPreference[]): Choices => Object.fromEntries(preferences.map((p) => [p.type, { inApp: p.inApp, email: p.email }]));

/** Per type: in the app, by email, both or neither. Saves every row at once. */
export function NotificationPreferencesForm({ api }: { api: NotificationsApi }) {
  const prefs = useNotificationPreferences(api);
  const [choices, setChoices] = useState<Choices>({});
  useEffect(() => {
    if (prefs.data) setChoices(toChoices(prefs.data.preferences));
  }, [prefs.data]);

  const save = useSaveNotificationPreferences(api);

  if (prefs.isPending)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading preferences…
      </p>
    );
  if (prefs.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <span>Your preferences could not be loaded.</span>
        <Button variant="outline" size="sm" onClick={() => void prefs.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const toggle = (type: string, channel: 'inApp' | 'email') => setChoices((c) => ({ ...c, [type]: { ...c[type]!, [channel]: !c[type]?.[channel] } }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(Object.entries(choices).map(([type, c]) => ({ type, ...c })));
  };

  return (
    <form aria-label="Notification preferences" onSubmit={submit} className="grid gap-4">
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-border text-muted-foreground">
              <th scope="col" className="py-2 pr-4 font-medium">
                Notification
              </th>
              <th scope="col" className="px-3 py-2 text-center font-medium">
                In app
              </th>
              <th scope="col" className="px-3 py-2 text-center font-medium">
                Email
              </th>
            </tr>
          </thead>
          <tbody>
            {prefs.data.preferences.map((p) => (
              <tr key={p.type} data-testid="preference-row" data-type={p.type} className="border-b border-border last:border-0">
                <th scope="row" className="py-2 pr-4 font-normal">
                  <span className="block font-medium">{p.label}</span>
                  <span className="block text-xs text-muted-foreground">{p.description}</span>
                </th>
                <td className="px-3 py-2 text-center">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    aria-label={`${p.label}: in app`}
                    checked={choices[p.type]?.inApp ?? p.inApp}
                    onChange={() => toggle(p.type, 'inApp')}
                  />
                </td>
                <td className="px-3 py-2 text-center">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    aria-label={`${p.label}: email`}
                    checked={choices[p.type]?.email ?? p.email}
                    onChange={() => toggle(p.type, 'email')}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save preferences'}
        </Button>
      </div>
    </form>
  );
}
