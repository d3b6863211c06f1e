import { SessionsCard } from '@web/components/account-security/sessions-card';
import { adminSessionsApi } from '@web/features/admin/lib/admin-security';

const LOAD_ERROR = { loadError: { title: 'Error loading sessions', description: 'Failed to load your sessions' } };

/** Settings: where this admin is signed in, with sign-out for the other sessions. */
export function AdminSessionsCard() {
  return <SessionsCard api={adminSessionsApi} queryMeta={LOAD_ERROR} />;
}
