/** The staff domain's entry point: other code imports this file only (docs/decisions/0032-every-domain-behind-an-index.md). */
export { acceptStaffInvitation, lookupStaffInvitation } from './accept-invitation';
export { adminLogin } from './admin-login';
export { changeAdminPassword } from './change-password';
export { createAdmin, ensureInitialAdmin, generateStrongPassword } from './create-admin';
export { listStaff } from './list-staff';
export { changeAdminRole, deactivateAdmin, reactivateAdmin } from './manage-staff';
export { sendAdminPasswordReset } from './send-admin-password-reset';
export { createStaffInvitation, listStaffInvitations, revokeStaffInvitation } from './staff-invitations';
