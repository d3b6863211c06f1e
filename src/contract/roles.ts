import type { MerchantRole } from './merchant-auth';

/**
 * Staff roles. SUPER_ADMIN can do everything, including managing admins; OPERATIONS runs merchants,
 * verification, transactions, email and contact; COMPLIANCE covers verification, fraud and risk,
 * disputes, compliance and audit logs; FINANCE covers payouts, commission, invoicing and fees;
 * SUPPORT reads, and answers contact submissions.
 */
export const ADMIN_ROLES = ['SUPER_ADMIN', 'OPERATIONS', 'COMPLIANCE', 'FINANCE', 'SUPPORT'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_ROLE_LABELS: Record<AdminRole, string> = {
  SUPER_ADMIN: 'Super admin',
  OPERATIONS: 'Operations',
  COMPLIANCE: 'Compliance',
  FINANCE: 'Finance',
  SUPPORT: 'Support',
};

/** Every staff role: for reads that any admin may make. */
export const ANY_ADMIN: readonly AdminRole[] = ADMIN_ROLES;

export const MERCHANT_ROLE_LABELS: Record<MerchantRole, string> = {
  OWNER: 'Owner',
  ADMIN: 'Admin',
  DEVELOPER: 'Developer',
  ANALYST: 'Analyst',
};

/** What each merchant role may do, in one place: the portal hides what the server refuses. */
export const MERCHANT_CAN = {
  readPayments: ['OWNER', 'ADMIN', 'DEVELOPER', 'ANALYST'],
  manageKeys: ['OWNER', 'ADMIN', 'DEVELOPER'],
  manageAccount: ['OWNER', 'ADMIN'],
} as const satisfies Record<string, readonly MerchantRole[]>;

/** Whether a role is in an endpoint's (or a capability's) allowed list; no list means everyone. */
export function roleAllowed(roles: readonly string[] | undefined, role: string): boolean {
  return roles === undefined || roles.includes(role);
}
