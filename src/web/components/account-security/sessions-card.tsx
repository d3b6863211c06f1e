import { LogOut, MonitorSmartphone } from 'lucide-react';
import type { AccountSession } from '@contract/account-security';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import type { SessionsApi } from '@web/lib/account-security-api';
import { formatDateTime } from '@web/lib/format';
import { describeUserAgent } from '@web/lib/user-agent';
import { useSessions, useSignOutSessions } from './use-account-security';

interface Props {
  api: SessionsApi;
  /** Passed to the list query, e.g. the admin panel's load-error toast. */
  queryMeta?: Record<string, unknown>;
}

function SessionRow({ session, busy, onSignOut }: { session: AccountSession; busy: boolean; onSignOut: () => void }) {
  const device = describeUserAgent(session.userAgent);
  return (
    <li data-testid="session-row" data-current={session.current} className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <MonitorSmartphone className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span title={session.userAgent ?? undefined}>{device}</span>
          {session.current ? <Badge variant="success">This device</Badge> : null}
        </p>
        <p className="text-sm text-muted-foreground">
          {session.ip ? `${session.ip} · ` : ''}Signed in {formatDateTime(session.createdAt)}
          {session.lastUsedAt ? ` · Last active ${formatDateTime(session.lastUsedAt)}` : ''}
        </p>
      </div>
      {session.current ? null : (
        <Button variant="outline" size="sm" disabled={busy} onClick={onSignOut} aria-label={`Sign out ${device}${session.ip ? ` at ${session.ip}` : ''}`}>
          <LogOut aria-hidden="true" />
          Sign out
        </Button>
      )}
    </li>
  );
}

/** The signed-in user's live sessions: where and when, which one is this, and signing the others out. */
export function SessionsCard({ api, queryMeta }: Props) {
  const list = useSessions(api, queryMeta);
  const { revoke, revokeOthers } = useSignOutSessions(api);

  const sessions = list.data?.sessions ?? [];
  const others = sessions.filter((session) => !session.current).length;
  const busy = revoke.isPending || revokeOthers.isPending;

  return (
    <Card data-testid="sessions-card">
      <CardHeader>
        <CardTitle as="h2">Sessions</CardTitle>
        <CardDescription>Where your account is signed in now. Sign out any session you do not recognise, then change your password.</CardDescription>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading sessions…
          </p>
        ) : list.isError ? (
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <p>Your sessions could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              Retry
            </Button>
          </div>
        ) : (
          <ul aria-label="Signed-in sessions" className="divide-y divide-border">
            {sessions.map((session) => (
              <SessionRow key={session.id} session={session} busy={busy} onSignOut={() => revoke.mutate(session.id)} />
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter>
        <Button variant="outline" disabled={busy || others === 0} onClick={() => revokeOthers.mutate()}>
          Sign out everywhere else
        </Button>
      </CardFooter>
    </Card>
  );
}
