import type { EndpointDefinition } from '@contract/endpoint';
import { roleAllowed, type AdminRole } from '@contract/roles';
import { adminMe } from '@contract/endpoints/admin-auth';
import { useAdminQuery } from './admin-queries';

/**
 * The signed-in admin's staff role, from the /me answer the shell has already loaded (one cached
 * query), or null while it is unknown. Screens use it to leave out what the role may not do.
 */
export function useAdminRole(): AdminRole | null {
  return useAdminQuery(adminMe).data?.admin.role ?? null;
}

/** Whether the signed-in admin's role may call the endpoint: screens leave out the actions it would refuse. */
export function useAdminCan(endpoint: EndpointDefinition): boolean {
  const role = useAdminRole();
  return role !== null && roleAllowed(endpoint.roles, role);
}
