/** The error statuses every signed-in admin endpoint may answer with. */
export const ADMIN_ERRORS = [400, 401, 403, 404, 409] as const;
