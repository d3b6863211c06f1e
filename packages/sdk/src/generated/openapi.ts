/**
 * Generated from SmartSplit's OpenAPI document by openapi-typescript: do not edit.
 * Regenerate with `npm run sdk:types`; a test fails while this file is stale.
 */

export interface paths {
    "/api/admin/admins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The staff: every admin with their role and state */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            admins: components["schemas"]["StaffMember"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create another admin */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string & (unknown & unknown & unknown);
                        /**
                         * @default SUPPORT
                         * @enum {string}
                         */
                        role?: "SUPER_ADMIN" | "OPERATIONS" | "COMPLIANCE" | "FINANCE" | "SUPPORT";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            admin: {
                                email: string;
                                id: string;
                                /** @enum {string} */
                                role: "SUPER_ADMIN" | "OPERATIONS" | "COMPLIANCE" | "FINANCE" | "SUPPORT";
                            };
                            message: string;
                            /** @description Enrolment is required, and this session was not opened by the emailed enrolment link: it must ask for one (POST /api/admin/auth/mfa/enrolment-link) before it can set the factor up */
                            mfaEnrolmentLinkRequired?: boolean;
                            /** @description The platform requires two-factor sign-in and this admin has not set it up: only enrolment is open until they do */
                            mfaEnrolmentRequired?: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/admins/{adminId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change an admin's role
         * @description Takes effect on the next request. The last active super admin cannot be demoted (409 LAST_SUPER_ADMIN), not even by themselves.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    adminId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        role: "SUPER_ADMIN" | "OPERATIONS" | "COMPLIANCE" | "FINANCE" | "SUPPORT";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            admin: components["schemas"]["StaffMember"];
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/admins/{adminId}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deactivate an admin
         * @description Ends their sessions at once and stops them signing in. Not yourself, and not the last active super admin.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    adminId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            admin: components["schemas"]["StaffMember"];
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/admins/{adminId}/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email another admin a password reset link */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    adminId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/admins/{adminId}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reactivate a deactivated admin */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    adminId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            admin: components["schemas"]["StaffMember"];
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/admins/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pending staff invitations */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            invitations: components["schemas"]["StaffInvitation"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Invite someone to the staff with a role
         * @description Emails a single-use link that works for 7 days. Inviting the same address again replaces the earlier link.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        /** @enum {string} */
                        role: "SUPER_ADMIN" | "OPERATIONS" | "COMPLIANCE" | "FINANCE" | "SUPPORT";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            invitation: components["schemas"]["StaffInvitation"];
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/admins/invitations/{invitationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Withdraw a pending staff invitation */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    invitationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Analytics over a window of days */
        get: {
            parameters: {
                query?: {
                    days?: number;
                    /** @description live or test; both when absent */
                    mode?: "test" | "live";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminAnalytics"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** API keys across all merchants, newest first, with their use */
        get: {
            parameters: {
                query?: {
                    /** @description The nextCursor of the previous page */
                    cursor?: string;
                    /** @description Page size, 1-100 (default 50) */
                    limit?: number;
                    /** @description Public merchant id (mch_...) */
                    merchantId?: string;
                    /** @description live or test; both when absent */
                    mode?: "test" | "live";
                    /** @description Keys whose display prefix starts with this */
                    prefix?: string;
                    status?: "active" | "revoked";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiKeys: components["schemas"]["AdminApiKey"][];
                            /** @description Pass as cursor to get the next page; null on the last page */
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/api-keys/{keyId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a merchant's API key at once; the merchant's owners are emailed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    keyId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiKey: components["schemas"]["AdminApiKey"];
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/api-usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Request volume and errors per merchant: hourly over 24 hours or daily over 30 days */
        get: {
            parameters: {
                query?: {
                    /** @description Public merchant id (mch_...) */
                    merchantId?: string;
                    /** @description live or test; both when absent */
                    mode?: "test" | "live";
                    /** @description 24h (hourly buckets) or 30d (daily buckets) */
                    range?: "24h" | "30d";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiUsage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Audit trail, newest first */
        get: {
            parameters: {
                query?: {
                    /** @description Exact action, e.g. merchant.status.change */
                    action?: string;
                    /** @description Exact email, case-insensitive */
                    actorEmail?: string;
                    /** @description The nextCursor of the previous page */
                    cursor?: string;
                    from?: string;
                    /** @description Page size, 1-200 (default 50) */
                    limit?: number;
                    targetId?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            entries: components["schemas"]["AuditEntry"][];
                            /** @description Pass as cursor to get the next page; null on the last page */
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit-logs/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit trail as CSV, with the list’s filters (the export is itself audited)
         * @description At most 50,000 rows, newest first. Cells a spreadsheet would run as formulas are neutralised. Errors are JSON.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Exact action, e.g. merchant.status.change */
                    action?: string;
                    /** @description Exact email, case-insensitive */
                    actorEmail?: string;
                    from?: string;
                    targetId?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a staff invitation
         * @description Creates the admin with the invited role and the chosen password, and signs them in. The link works once.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string & (unknown & unknown & unknown);
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            admin: {
                                email: string;
                                id: string;
                                /** @enum {string} */
                                role: "SUPER_ADMIN" | "OPERATIONS" | "COMPLIANCE" | "FINANCE" | "SUPPORT";
                            };
                            message: string;
                            token: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/invitations/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Who a staff invitation link is for
         * @description The token travels in the body, not the URL, so it stays out of access logs.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            /** @description ISO-8601 */
                            expiresAt: string;
                            /** @enum {string} */
                            role: "SUPER_ADMIN" | "OPERATIONS" | "COMPLIANCE" | "FINANCE" | "SUPPORT";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Admin sign-in */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            admin: {
                                email: string;
                            };
                            message: string;
                            /** @description The platform requires two-factor sign-in and this admin has not set it up: only enrolment is open until they do */
                            mfaEnrolmentRequired?: boolean;
                            token: string;
                        } | components["schemas"]["MfaChallenge"] | components["schemas"]["MfaEnrolmentEmailSent"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            admin: {
                                email: string;
                                id: string;
                                /** @enum {string} */
                                role: "SUPER_ADMIN" | "OPERATIONS" | "COMPLIANCE" | "FINANCE" | "SUPPORT";
                            };
                            /** @description Enrolment is required, and this session was not opened by the emailed enrolment link: it must ask for one (POST /api/admin/auth/mfa/enrolment-link) before it can set the factor up */
                            mfaEnrolmentLinkRequired?: boolean;
                            /** @description The platform requires two-factor sign-in and this admin has not set it up: only enrolment is open until they do */
                            mfaEnrolmentRequired?: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether two-factor sign-in is on, and how many recovery codes are left */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MfaStatus"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/mfa/coverage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many active admins have not turned two-factor sign-in on, and whether the platform requires it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminMfaCoverage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/mfa/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn two-factor sign-in off: needs the password and a current code or an unused recovery code */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The 6-digit code from the authenticator app, or an unused recovery code */
                        code: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/mfa/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the secret with a current code: two-factor sign-in is on from now, and the answer carries 10 single-use recovery codes, shown once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description 10 single-use codes, shown in this response only */
                            recoveryCodes: string[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/mfa/enrolment-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email the signed-in admin a link that opens a session allowed to set up the two-factor sign-in the platform requires
         * @description While the platform requires two-factor sign-in and this admin has none, setup and enable answer 403 MFA_ENROLMENT_LINK_REQUIRED on any session not opened through such a link; a password alone never enrols a factor. 409 when no enrolment is required.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/mfa/enrolment-link/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Follow the emailed enrolment link: the token (once, for 15 minutes) gives a session that may set up two-factor sign-in
         * @description An unusable token answers 400 INVALID_ENROLMENT_LINK; when the factor is already on, 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The token from the emailed link */
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            admin: {
                                email: string;
                            };
                            message: string;
                            /** @description The platform requires two-factor sign-in and this admin has not set it up: only enrolment is open until they do */
                            mfaEnrolmentRequired?: boolean;
                            token: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/mfa/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start setting up two-factor sign-in: a new secret, its otpauth URL and QR code. Repeating it replaces a secret not yet confirmed; 409 when already on */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MfaSetup"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/mfa/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Second step of sign-in: the mfaToken from the login answer and a current code (or a recovery code) give the session. A token works once, for 5 minutes */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The 6-digit code from the authenticator app, or an unused recovery code */
                        code: string;
                        mfaToken: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            admin: {
                                email: string;
                            };
                            message: string;
                            /** @description The platform requires two-factor sign-in and this admin has not set it up: only enrolment is open until they do */
                            mfaEnrolmentRequired?: boolean;
                            token: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        currentPassword: string;
                        newPassword: string & (unknown & unknown & unknown);
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new admin password with the token from a reset link
         * @description The token works once, for 30 minutes, and a newer request voids it. Every session of the admin is signed out. An unusable token answers 400 INVALID_RESET_TOKEN.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 8 to 128 characters with an uppercase letter, a lowercase letter and a number */
                        password: string;
                        /** @description The token from the link in the reset email */
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/password-reset/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email an admin a password reset link
         * @description Always answers 202 with the same body, whether or not the address belongs to an active admin. Limited per address and per email.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where this session stands: when it ends unless renewed, and when it ends in any case
         * @description Reading it does not count as activity: like every request but the renewal, it leaves the idle time running.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminSessionTimes"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/session/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stay signed in: the idle time starts again (never past the session lifetime)
         * @description The one call that counts as activity for a staff session. The admin panel makes it when the person at the screen clicks or types (at most once a minute) and from "Stay signed in"; polling and live streams never renew a session.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminSessionTimes"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in admin's live sessions, the current one marked */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            sessions: components["schemas"]["AccountSession"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/sessions/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Sign out one of your sessions */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sessionId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/sessions/revoke-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out everywhere else */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            revoked: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/commission/merchants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Merchants with their partner and the fee in force */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    partnerId?: string;
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            merchants: {
                                assignedAt: string | null;
                                companyName: string;
                                feeOverridden: boolean;
                                /** @description The fee in force now */
                                feePercent: number;
                                merchantId: string;
                                partnerId: string | null;
                                partnerName: string | null;
                                status: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/commission/merchants/{merchantId}/partner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Assign a merchant to a partner (or none); the share applies to payments after the assignment */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    merchantId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        partnerId: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            merchant: {
                                assignedAt: string | null;
                                companyName: string;
                                feeOverridden: boolean;
                                /** @description The fee in force now */
                                feePercent: number;
                                merchantId: string;
                                partnerId: string | null;
                                partnerName: string | null;
                                status: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/commission/revenue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fee revenue for a month, by merchant and by partner */
        get: {
            parameters: {
                query: {
                    month: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            byMerchant: {
                                commission: number;
                                companyName: string;
                                fees: number;
                                merchantId: string;
                                partnerId: string | null;
                                payments: number;
                                platformRevenue: number;
                                volume: number;
                            }[];
                            byPartner: {
                                commission: number;
                                fees: number;
                                merchants: number;
                                name: string;
                                partnerId: string;
                                payments: number;
                                revenueSharePercent: number;
                            }[];
                            month: string;
                            totals: {
                                commission: number;
                                fees: number;
                                payments: number;
                                platformRevenue: number;
                                volume: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/compliance/data-subject-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Data-subject requests, newest first (the last 100) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            requests: components["schemas"]["DataSubjectRequest"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/compliance/data-subject-requests/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Erase an email address (logged)
         * @description Deletes contact enquiries and outbox rows, and replaces the address in transactions (and their events) with a keyed hash. The audit log is kept as the legal record. 409 SUBJECT_HAS_ACCOUNT while the address is a merchant user of an active account.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            request: components["schemas"]["DataSubjectRequest"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/compliance/data-subject-requests/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Everything held about an email address, as one JSON document (logged) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                [key: string]: unknown;
                            };
                            request: components["schemas"]["DataSubjectRequest"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/compliance/kyb-reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Periodic KYB reviews that are due, overdue or in progress */
        get: {
            parameters: {
                query?: {
                    /** @description Also list reviews falling due within this many days */
                    withinDays?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            reviews: components["schemas"]["KybReview"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/compliance/kyb-reviews/{merchantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a periodic review: ask the merchant to re-upload the named documents
         * @description 404 MERCHANT_NOT_FOUND; 409 NOT_APPROVED when the merchant is not verified; 409 REVIEW_OPEN when one is under way.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    merchantId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        documentTypes: ("COMPANY_REGISTRATION" | "TAX_CERTIFICATE" | "BANK_STATEMENT" | "DIRECTOR_ID" | "PROOF_OF_ADDRESS")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            review: components["schemas"]["KybReview"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/compliance/retention-runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The last 20 retention runs with what each removed */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            runs: components["schemas"]["RetentionRun"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Run the retention job now
         * @description Removes what is past its period in every category; financial records are never touched.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RetentionRun"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/compliance/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retention periods and KYB review settings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceSettings"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change retention periods or KYB review settings (audited)
         * @description Each retention period is 0 to 3650 days; kybReviewMonths 1 to 120; kybReviewGraceDays 0 to 3650.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        kybReviewGraceDays?: number;
                        kybReviewMonths?: number;
                        retention?: {
                            apiRequestLogs?: number;
                            contactEnquiries?: number;
                            emailOutbox?: number;
                            rejectedDocumentFiles?: number;
                            sessionsAndTokens?: number;
                            webhookDeliveries?: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComplianceSettings"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/contact-submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contact-form enquiries, newest first */
        get: {
            parameters: {
                query?: {
                    /** @description The nextCursor of the previous page */
                    cursor?: string;
                    /** @description Page size, 1-500 (default 100) */
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Pass as cursor to get the next page; null on the last page */
                            nextCursor: string | null;
                            submissions: components["schemas"]["ContactSubmission"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dispute queue, soonest due first, filtered by status and reason */
        get: {
            parameters: {
                query?: {
                    /** @description The nextCursor of the previous page */
                    cursor?: string;
                    /** @description Page size, 1-200 (default 50) */
                    limit?: number;
                    reason?: "fraudulent" | "product_not_received" | "duplicate" | "subscription_canceled" | "credit_not_processed" | "general";
                    status?: "NEEDS_RESPONSE" | "UNDER_REVIEW" | "WON" | "LOST" | "ACCEPTED";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            disputes: {
                                /** @description Disputed, in pence */
                                amount: number;
                                cardBrand: ("VISA" | "MASTERCARD" | "AMEX" | "DISCOVER") | null;
                                /** @description The leg of the split payment this dispute concerns */
                                cardId: string;
                                cardLast4: string | null;
                                closedAt: string | null;
                                companyName: string;
                                createdAt: string;
                                /** @enum {string} */
                                currency: "GBP";
                                /** @description Evidence must be submitted before this; afterwards the dispute is lost */
                                dueBy: string;
                                /** @description dp_... */
                                id: string;
                                /** @description The leg’s amount, in pence */
                                legAmount: number;
                                merchantId: string;
                                /** @enum {string} */
                                reason: "fraudulent" | "product_not_received" | "duplicate" | "subscription_canceled" | "credit_not_processed" | "general";
                                /** @enum {string} */
                                status: "NEEDS_RESPONSE" | "UNDER_REVIEW" | "WON" | "LOST" | "ACCEPTED";
                                submittedAt: string | null;
                                /** @description txn_... */
                                transactionId: string;
                            }[];
                            /** @description Pass as cursor to get the next page; null on the last page */
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Open a dispute on one card leg of a completed live payment; its amount is held from payouts */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount: number;
                        cardId: string;
                        /** @description Default: 7 days from now */
                        dueBy?: string;
                        /** @enum {string} */
                        reason: "fraudulent" | "product_not_received" | "duplicate" | "subscription_canceled" | "credit_not_processed" | "general";
                        transactionId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dispute: {
                                /** @description Disputed, in pence */
                                amount: number;
                                cardBrand: ("VISA" | "MASTERCARD" | "AMEX" | "DISCOVER") | null;
                                /** @description The leg of the split payment this dispute concerns */
                                cardId: string;
                                cardLast4: string | null;
                                closedAt: string | null;
                                companyName: string;
                                createdAt: string;
                                /** @enum {string} */
                                currency: "GBP";
                                /** @description Evidence must be submitted before this; afterwards the dispute is lost */
                                dueBy: string;
                                evidenceText: string;
                                files: {
                                    fileName: string;
                                    id: string;
                                    /** @enum {string} */
                                    mimeType: "application/pdf" | "image/jpeg" | "image/png";
                                    sizeBytes: number;
                                    uploadedAt: string;
                                }[];
                                history: {
                                    at: string;
                                    /** @description Who made the change: staff, merchant or system */
                                    by: string;
                                    note?: string;
                                    /** @enum {string} */
                                    status: "NEEDS_RESPONSE" | "UNDER_REVIEW" | "WON" | "LOST" | "ACCEPTED";
                                }[];
                                /** @description dp_... */
                                id: string;
                                /** @description The leg’s amount, in pence */
                                legAmount: number;
                                merchantId: string;
                                payment: {
                                    /** @description The whole payment, in pence */
                                    amount: number;
                                    category: string;
                                    createdAt: string;
                                    legs: {
                                        amount: number;
                                        brand: string;
                                        cardId: string;
                                        last4: string;
                                    }[];
                                };
                                /** @enum {string} */
                                reason: "fraudulent" | "product_not_received" | "duplicate" | "subscription_canceled" | "credit_not_processed" | "general";
                                /** @enum {string} */
                                status: "NEEDS_RESPONSE" | "UNDER_REVIEW" | "WON" | "LOST" | "ACCEPTED";
                                submittedAt: string | null;
                                /** @description txn_... */
                                transactionId: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/disputes/{disputeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One dispute with its payment, leg, evidence and history */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    disputeId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dispute: {
                                /** @description Disputed, in pence */
                                amount: number;
                                cardBrand: ("VISA" | "MASTERCARD" | "AMEX" | "DISCOVER") | null;
                                /** @description The leg of the split payment this dispute concerns */
                                cardId: string;
                                cardLast4: string | null;
                                closedAt: string | null;
                                companyName: string;
                                createdAt: string;
                                /** @enum {string} */
                                currency: "GBP";
                                /** @description Evidence must be submitted before this; afterwards the dispute is lost */
                                dueBy: string;
                                evidenceText: string;
                                files: {
                                    fileName: string;
                                    id: string;
                                    /** @enum {string} */
                                    mimeType: "application/pdf" | "image/jpeg" | "image/png";
                                    sizeBytes: number;
                                    uploadedAt: string;
                                }[];
                                history: {
                                    at: string;
                                    /** @description Who made the change: staff, merchant or system */
                                    by: string;
                                    note?: string;
                                    /** @enum {string} */
                                    status: "NEEDS_RESPONSE" | "UNDER_REVIEW" | "WON" | "LOST" | "ACCEPTED";
                                }[];
                                /** @description dp_... */
                                id: string;
                                /** @description The leg’s amount, in pence */
                                legAmount: number;
                                merchantId: string;
                                payment: {
                                    /** @description The whole payment, in pence */
                                    amount: number;
                                    category: string;
                                    createdAt: string;
                                    legs: {
                                        amount: number;
                                        brand: string;
                                        cardId: string;
                                        last4: string;
                                    }[];
                                };
                                /** @enum {string} */
                                reason: "fraudulent" | "product_not_received" | "duplicate" | "subscription_canceled" | "credit_not_processed" | "general";
                                /** @enum {string} */
                                status: "NEEDS_RESPONSE" | "UNDER_REVIEW" | "WON" | "LOST" | "ACCEPTED";
                                submittedAt: string | null;
                                /** @description txn_... */
                                transactionId: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/disputes/{disputeId}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decide a dispute under review: WON releases the hold, LOST takes the amount and the dispute fee */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    disputeId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        outcome: "WON" | "LOST";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dispute: {
                                /** @description Disputed, in pence */
                                amount: number;
                                cardBrand: ("VISA" | "MASTERCARD" | "AMEX" | "DISCOVER") | null;
                                /** @description The leg of the split payment this dispute concerns */
                                cardId: string;
                                cardLast4: string | null;
                                closedAt: string | null;
                                companyName: string;
                                createdAt: string;
                                /** @enum {string} */
                                currency: "GBP";
                                /** @description Evidence must be submitted before this; afterwards the dispute is lost */
                                dueBy: string;
                                evidenceText: string;
                                files: {
                                    fileName: string;
                                    id: string;
                                    /** @enum {string} */
                                    mimeType: "application/pdf" | "image/jpeg" | "image/png";
                                    sizeBytes: number;
                                    uploadedAt: string;
                                }[];
                                history: {
                                    at: string;
                                    /** @description Who made the change: staff, merchant or system */
                                    by: string;
                                    note?: string;
                                    /** @enum {string} */
                                    status: "NEEDS_RESPONSE" | "UNDER_REVIEW" | "WON" | "LOST" | "ACCEPTED";
                                }[];
                                /** @description dp_... */
                                id: string;
                                /** @description The leg’s amount, in pence */
                                legAmount: number;
                                merchantId: string;
                                payment: {
                                    /** @description The whole payment, in pence */
                                    amount: number;
                                    category: string;
                                    createdAt: string;
                                    legs: {
                                        amount: number;
                                        brand: string;
                                        cardId: string;
                                        last4: string;
                                    }[];
                                };
                                /** @enum {string} */
                                reason: "fraudulent" | "product_not_received" | "duplicate" | "subscription_canceled" | "credit_not_processed" | "general";
                                /** @enum {string} */
                                status: "NEEDS_RESPONSE" | "UNDER_REVIEW" | "WON" | "LOST" | "ACCEPTED";
                                submittedAt: string | null;
                                /** @description txn_... */
                                transactionId: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/disputes/{disputeId}/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download an evidence file (audited) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    disputeId: string;
                    fileId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": components["schemas"]["Error"];
                        "image/jpeg": components["schemas"]["Error"];
                        "image/png": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": components["schemas"]["Error"];
                        "image/jpeg": components["schemas"]["Error"];
                        "image/png": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": components["schemas"]["Error"];
                        "image/jpeg": components["schemas"]["Error"];
                        "image/png": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": components["schemas"]["Error"];
                        "image/jpeg": components["schemas"]["Error"];
                        "image/png": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": components["schemas"]["Error"];
                        "image/jpeg": components["schemas"]["Error"];
                        "image/png": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/disputes/figures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open disputes, those due within 48 hours, the won rate and the amount lost */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            closed: number;
                            /** @description NEEDS_RESPONSE due in the next 48 hours */
                            dueWithin48h: number;
                            /** @description Taken by LOST and ACCEPTED disputes, in pence */
                            lostAmount: number;
                            /** @description NEEDS_RESPONSE and UNDER_REVIEW */
                            open: number;
                            /** @description Won / closed, 0-1; null before any is closed */
                            wonRate: number | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/email-campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Campaign history, newest first */
        get: {
            parameters: {
                query?: {
                    /** @description The nextCursor of the previous page */
                    cursor?: string;
                    /** @description Page size, 1-100 (default 20) */
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            campaigns: components["schemas"]["EmailCampaignSummary"][];
                            /** @description Pass as cursor to get the next page; null on the last page */
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Send an email campaign to merchants
         * @description Stores the campaign and one outbox message per recipient in one transaction, then sends them (5 at a time) and answers per recipient. Temporary failures stay in the outbox and are retried with backoff; `error` is the mail server's reply. The body is plain text.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Plain text. Blank lines separate paragraphs; line breaks are kept. No markup is interpreted. */
                        body?: string;
                        /** @description Public merchant ids (mch_...). Duplicates are sent once; unknown ids come back as failed results. */
                        merchantIds?: string[];
                        subject?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EmailCampaignSendResponse"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/email-campaigns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A campaign with every recipient's outcome */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EmailCampaignDetails"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/email-campaigns/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resend to the recipients whose delivery failed
         * @description Only recipients with status FAILED that match a merchant; unknown ids and unsubscribed merchants are not retried. 409 NOTHING_TO_RETRY when there are none.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EmailCampaignSendResponse"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/feature-flags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every feature flag, with how many stored merchants each is on for now */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            flags: components["schemas"]["FeatureFlagWithCount"][];
                            totalMerchants: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a feature flag (409 FLAG_EXISTS when the key is taken) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default [] */
                        allowMerchantIds?: string[];
                        /** @default [] */
                        denyMerchantIds?: string[];
                        description: string;
                        /** @default false */
                        enabled?: boolean;
                        key: string;
                        /** @default 0 */
                        rolloutPercent?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            flag: components["schemas"]["FeatureFlag"];
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/feature-flags/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a feature flag: it is then off for every merchant */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a feature flag; it applies on every instance within a second */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    key: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        allowMerchantIds?: string[];
                        denyMerchantIds?: string[];
                        description?: string;
                        enabled?: boolean;
                        rolloutPercent?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            flag: components["schemas"]["FeatureFlag"];
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/fee-overrides": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per-merchant fee overrides, scheduled, in force and superseded */
        get: {
            parameters: {
                query?: {
                    merchantId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            overrides: components["schemas"]["FeeOverride"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Set a merchant’s fee from a moment on (audited); null returns it to the platform default */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description When it takes effect; now when absent. Never in the past */
                        effectiveFrom?: string;
                        feePercent: number | null;
                        merchantId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            override: components["schemas"]["FeeOverride"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/fee-overrides/{overrideId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Withdraw a scheduled fee override (409 once in force) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    overrideId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Invoices and credit notes, newest first
         * @description Filters: status, kind, month (the month billed, YYYY-MM) and merchantId (public mch_ id). Keyset-paged, 50 a page.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The nextCursor of the previous page */
                    cursor?: string;
                    kind?: "INVOICE" | "CREDIT_NOTE";
                    /** @description Public mch_ id */
                    merchantId?: string;
                    /** @description A calendar month (UTC), YYYY-MM */
                    month?: string;
                    status?: "DRAFT" | "FINALISED" | "VOID";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            invoices: components["schemas"]["InvoiceSummary"][];
                            /** @description Pass as cursor to get the next page; null on the last page */
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Draft the fee invoice for a merchant's past month
         * @description One line: the platform fee on the merchant's completed live payments in that month (UTC). Test payments are never invoiced. 409 INVOICE_EXISTS when the month already has a draft or finalised invoice; 409 NOTHING_TO_INVOICE when it had no live fees; 400 MONTH_NOT_OVER for the current or a future month.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        merchantId: string;
                        /**
                         * @description A calendar month (UTC), YYYY-MM
                         * @example 2026-03
                         */
                        month: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InvoiceDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invoices/{invoiceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An invoice or credit note with its lines */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    invoiceId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InvoiceDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a draft's notes or due date
         * @description Only a draft changes: a finalised or void invoice, or a credit note, answers 409 INVOICE_FINALISED.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    invoiceId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        dueDate?: string | null;
                        notes?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InvoiceDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/invoices/{invoiceId}/finalise": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finalise a draft: number it, store its PDF and email it to the merchant
         * @description Assigns the next gapless number (SS-YYYY-NNNNNN), fixes VAT from the merchant’s current billing details, stores the PDF and queues an email with the PDF to the merchant’s owners and admins, all in one transaction. 409 INVOICE_FINALISED when it is not a draft.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    invoiceId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["InvoiceDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invoices/{invoiceId}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the PDF of a finalised invoice or credit note
         * @description The stored PDF, exactly as issued. A draft has none yet (409 NOT_FINALISED). Errors are JSON.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    invoiceId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invoices/{invoiceId}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Void a finalised invoice by issuing a full credit note
         * @description The credit note takes the next number from the same sequence, references the invoice, is stored as a PDF and emailed to the merchant. 409 NOT_FINALISED for a draft, a credit note, or an invoice already void.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    invoiceId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            creditNote: components["schemas"]["InvoiceDetail"];
                            invoice: components["schemas"]["InvoiceDetail"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/merchants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Merchants, newest first */
        get: {
            parameters: {
                query?: {
                    /** @description The nextCursor of the previous page */
                    cursor?: string;
                    /** @description Page size, 1-500 (default 100) */
                    limit?: number;
                    /** @description Case-insensitive search in company name, emails and merchant id */
                    q?: string;
                    status?: "PENDING_VERIFICATION" | "ACTIVE" | "SUSPENDED";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            merchants: components["schemas"]["AdminMerchant"][];
                            /** @description Pass as cursor to get the next page; null on the last page */
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/merchants/{merchantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A merchant's details */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    merchantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminMerchantDetails"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/merchants/{merchantId}/api-rate-limit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A merchant's per-key API rate limit: its own setting, the defaults, and what applies */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    merchantId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MerchantApiRateLimit"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Set a merchant's per-key API rate limit (audited); 0 turns it off, null returns to the defaults
         * @description Applies to every key of the merchant, live and test, on every instance from its next request.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    merchantId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Requests a second for each of the merchant’s keys; 0 turns the limit off; null returns to the defaults */
                        requestsPerSecond: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MerchantApiRateLimit"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/merchants/{merchantId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Approve, suspend or reinstate a merchant
         * @description Allowed: PENDING_VERIFICATION -> ACTIVE, ACTIVE -> SUSPENDED, SUSPENDED -> ACTIVE. Anything else is 400 INVALID_TRANSITION.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    merchantId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description ACTIVE (approve or reinstate) or SUSPENDED */
                        status: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            merchant: components["schemas"]["AdminMerchant"];
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/merchants/{merchantId}/verification-details/reveal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A merchant's bank account number, sort code and tax id in full (audited)
         * @description Every other answer masks these values. Each reveal is recorded in the audit log (merchant.details.reveal: who, which merchant, which fields). 404 MERCHANT_NOT_FOUND; 404 DETAILS_NOT_FOUND when the merchant has not submitted business details.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    merchantId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The values to reveal; all three when left out */
                        fields?: ("bankAccountNumber" | "bankSortCode" | "taxId")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RevealedVerificationDetails"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your notifications, newest first
         * @description Keyset-paged (pass nextCursor as cursor); filter by type and unread. `unread` counts every unread notification, whatever the filters.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The nextCursor of the previous page */
                    cursor?: string;
                    /** @description Page size, 1-100 (default 20) */
                    limit?: number;
                    type?: "verification.submitted" | "verification.document_reuploaded" | "contact.enquiry_received" | "dispute.due_soon" | "webhook.endpoint_disabled" | "payout.failed" | "instance.heartbeat_lost";
                    /** @description true: unread only; false or absent: all */
                    unread?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Pass as cursor to get the next page; null on the last page */
                            nextCursor: string | null;
                            notifications: components["schemas"]["Notification"][];
                            /** @description Unread notifications in all, whatever the filters */
                            unread: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/notifications/{notificationId}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark one of your notifications read
         * @description Marking a read notification again changes nothing. Another user’s notification answers 404.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    notificationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            notification: components["schemas"]["Notification"];
                            unread: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/notifications/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How you receive each type of notification
         * @description Every type you can receive, with in-app and email on or off, and the defaults.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            preferences: components["schemas"]["NotificationPreference"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Choose how you receive types of notification
         * @description Each named type gets in-app, email, both or neither; types not named keep their setting. Answers every preference.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        preferences: {
                            email: boolean;
                            inApp: boolean;
                            /** @enum {string} */
                            type: "verification.submitted" | "verification.document_reuploaded" | "contact.enquiry_received" | "dispute.due_soon" | "webhook.endpoint_disabled" | "payout.failed" | "instance.heartbeat_lost";
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            preferences: components["schemas"]["NotificationPreference"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark all your notifications read */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            marked: number;
                            unread: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/notifications/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live notifications (Server-Sent Events)
         * @description A text/event-stream, authenticated like every other call (Authorization header; read it with fetch streaming). Events: `ready` (unread count), `notification` (a new notification and the count), `unread` (the count changed), `resync` (reload: something may have been missed). A comment every 15 seconds keeps it open. It ends when the session ends. Each instance keeps a capped number of streams open per user and in all: one more is 429 with Retry-After (a session past 5 closes its oldest instead).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many of your notifications are unread */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            unread: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Partners */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            partners: components["schemas"]["Partner"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Add a partner with its revenue share (0-50% of the fee) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        contactEmail: string;
                        name: string;
                        revenueSharePercent: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            partner: components["schemas"]["Partner"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/partners/{partnerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a partner with no merchants and no commission (409 PARTNER_IN_USE otherwise) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    partnerId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a partner; a new share applies to payments from now on */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    partnerId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        contactEmail?: string;
                        name?: string;
                        revenueSharePercent?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            partner: components["schemas"]["Partner"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/partners/{partnerId}/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A partner’s statement for a month (CSV): each merchant’s fees and commission, with the payments behind them */
        get: {
            parameters: {
                query: {
                    month: string;
                };
                header?: never;
                path: {
                    partnerId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payout-runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payout runs, newest first */
        get: {
            parameters: {
                query?: {
                    /** @description The nextCursor of the previous page */
                    cursor?: string;
                    /** @description Page size, 1-100 (default 20) */
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Pass as cursor to get the next page; null on the last page */
                            nextCursor: string | null;
                            runs: {
                                createdAt: string;
                                delayDays: number;
                                heldCount: number;
                                /** @description pr_... */
                                id: string;
                                payoutCount: number;
                                periodEnd: string;
                                /** @description Sum of the run’s payouts, in pence */
                                totalAmount: number;
                                /** @enum {string} */
                                trigger: "SCHEDULE" | "ADMIN";
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Run payouts now
         * @description One PENDING payout per eligible merchant for its available balance; others are held. 409 NOTHING_TO_PAY when nobody is due. Runs queue behind one lock, so a double click pays once.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            held: {
                                /** @description Available balance held back, in pence */
                                amount: number;
                                companyName: string;
                                merchantId: string;
                                reason: string;
                            }[];
                            message: string;
                            run: {
                                createdAt: string;
                                delayDays: number;
                                heldCount: number;
                                /** @description pr_... */
                                id: string;
                                payoutCount: number;
                                periodEnd: string;
                                /** @description Sum of the run’s payouts, in pence */
                                totalAmount: number;
                                /** @enum {string} */
                                trigger: "SCHEDULE" | "ADMIN";
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payout-runs/{runId}/settlement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The run’s settlement file (CSV) with full bank details (audited)
         * @description Bank details are decrypted for this download only. Errors are JSON.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    runId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payouts, newest first, filtered by status, run or merchant */
        get: {
            parameters: {
                query?: {
                    /** @description The nextCursor of the previous page */
                    cursor?: string;
                    /** @description Page size, 1-200 (default 50) */
                    limit?: number;
                    merchantId?: string;
                    runId?: string;
                    status?: "PENDING" | "PROCESSING" | "PAID" | "FAILED";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Pass as cursor to get the next page; null on the last page */
                            nextCursor: string | null;
                            payouts: {
                                /** @description What is paid, in pence */
                                amount: number;
                                bankAccountLast4: string | null;
                                companyName: string;
                                createdAt: string;
                                /** @enum {string} */
                                currency: "GBP";
                                failureReason: string | null;
                                /** @description po_... */
                                id: string;
                                /** @description mch_... */
                                merchantId: string;
                                paymentCount: number;
                                /** @description Payments completed up to this moment (less the payout delay) are covered */
                                periodEnd: string;
                                runId: string;
                                /** @enum {string} */
                                status: "PENDING" | "PROCESSING" | "PAID" | "FAILED";
                                updatedAt: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payouts/{payoutId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move a payout on: PENDING → PROCESSING → PAID, or FAILED (with a reason; the amount returns to the balance) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    payoutId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason?: string;
                        /** @enum {string} */
                        status: "PROCESSING" | "PAID" | "FAILED";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            payout: {
                                /** @description What is paid, in pence */
                                amount: number;
                                bankAccountLast4: string | null;
                                companyName: string;
                                createdAt: string;
                                /** @enum {string} */
                                currency: "GBP";
                                failureReason: string | null;
                                /** @description po_... */
                                id: string;
                                /** @description mch_... */
                                merchantId: string;
                                paymentCount: number;
                                /** @description Payments completed up to this moment (less the payout delay) are covered */
                                periodEnd: string;
                                runId: string;
                                /** @enum {string} */
                                status: "PENDING" | "PROCESSING" | "PAID" | "FAILED";
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payouts/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Totals by status, the next run’s expected total, held merchants and the ledger integrity check */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            held: {
                                /** @description Available balance held back, in pence */
                                amount: number;
                                companyName: string;
                                merchantId: string;
                                reason: string;
                            }[];
                            ledgerIntegrity: {
                                ok: boolean;
                                /** @description Completed live payments with no ledger entries (expected 0) */
                                paymentsWithoutEntries: number;
                                /** @description Payments or payout changes whose entries do not sum to zero (expected 0) */
                                unbalancedGroups: number;
                            };
                            nextRun: {
                                /** @description Payments completed before this are eligible now */
                                cutoff: string;
                                /** @description What a run now would pay, in pence */
                                expectedTotal: number;
                                merchantCount: number;
                            };
                            payoutDelayDays: number;
                            totalsByStatus: {
                                amount: number;
                                count: number;
                                /** @enum {string} */
                                status: "PENDING" | "PROCESSING" | "PAID" | "FAILED";
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/request-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The API request log across merchants, newest first */
        get: {
            parameters: {
                query?: {
                    /** @description The nextCursor of the previous page */
                    cursor?: string;
                    /** @description The id of the API key that made the request */
                    key?: string;
                    /** @description Page size, 1-100 (default 50) */
                    limit?: number;
                    /** @description Public merchant id (mch_...) */
                    merchantId?: string;
                    /** @description live or test; both when absent */
                    mode?: "test" | "live";
                    /** @description Requests whose path starts with this, e.g. /api/merchant/process-payment */
                    path?: string;
                    /** @description A status class (2xx, 4xx, 5xx) or an exact status (e.g. 402) */
                    status?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Pass as cursor to get the next page; null on the last page */
                            nextCursor: string | null;
                            requests: components["schemas"]["AdminApiRequest"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/risk/blocked-bins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            blockedBins: {
                                createdAt: string;
                                prefix: string;
                                reason: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        prefix: string;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            blockedBin: {
                                createdAt: string;
                                prefix: string;
                                reason: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/risk/blocked-bins/{prefix}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    prefix: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/risk/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    days?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            days: number;
                            declines: {
                                count: number;
                                mode: string;
                                reason: string;
                            }[];
                            velocityRule: {
                                maxPayments: number;
                                windowMinutes: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sandbox/simulate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a payment on the platform settings
         * @description Takes the `process-payment` body and applies every rule of the payment API except velocity, in the same order and with the same error codes: the card-number screen, the schema, the platform amount limits, expired cards, blocked BIN ranges, the 100 minimum split and `maxSplits`. Stores nothing: no transaction, no Idempotency-Key, no event. Answers 200 with the split the payment API would choose (`paymentApiStatus` is 201 or 402, `declineReason` says why it would decline), and an explanation: each card's rate for the category, what its cap costs and what it earns; the reward of the best single card and of a naive split in proportion to available balances; and the uplift over both.
         *
         *     Error codes:
         *     - `VALIDATION_ERROR`: The body does not match the schema; `field` names the offending field.
         *     - `INVALID_JSON`: The body is not valid JSON.
         *     - `AMOUNT_OUT_OF_RANGE`: amount is outside the platform minimum and maximum.
         *     - `CARD_NUMBER_NOT_ACCEPTED`: A string in the body looks like a card number. Send card tokens, never numbers.
         *     - `UNAUTHORIZED`: Missing, unknown or revoked API key (or a session token in place of a key).
         *     - `MERCHANT_SUSPENDED`: The merchant account is suspended.
         *     - `PAYLOAD_TOO_LARGE`: The body is over 1 MB.
         *     - `RATE_LIMITED`: Too many requests with this API key (100 a second for live keys and 25 for test keys unless set otherwise); wait for the seconds in Retry-After.
         *     - `SANDBOX_TEST_KEYS_ONLY`: A live API key was sent; the Sandbox takes a test key or a portal session.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ProcessPaymentRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SandboxSimulation"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Platform settings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PlatformSettings"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change platform settings */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        authorisationValidityHours?: number;
                        autoApproveEnabled?: boolean;
                        defaultFeePercent?: number;
                        disputeFee?: number;
                        maxTransactionAmount?: number;
                        minTransactionAmount?: number;
                        payoutDelayDays?: number;
                        /** @enum {string} */
                        refundFeePolicy?: "retain" | "proportional";
                        requireAdminMfa?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            settings: components["schemas"]["PlatformSettings"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Platform totals */
        get: {
            parameters: {
                query?: {
                    /** @description live or test; both when absent */
                    mode?: "test" | "live";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminStats"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stats/daily": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Daily figures, zero-filled */
        get: {
            parameters: {
                query?: {
                    days?: number;
                    /** @description live or test; both when absent */
                    mode?: "test" | "live";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminDailyStats"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/system/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * System health: the deep check, instances, database and queues
         * @description Instances without a heartbeat for the stale threshold (30 s by default) are marked down.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SystemHealth"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/system/health/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Request rate, error rate and p99 over the last hour or day */
        get: {
            parameters: {
                query?: {
                    range?: "hour" | "day";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HealthHistory"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/system/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Platform information */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SystemInfo"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All transactions, newest first */
        get: {
            parameters: {
                query?: {
                    /** @description The nextCursor of the previous page */
                    cursor?: string;
                    from?: string;
                    /** @description Page size, 1-100 (default 50) */
                    limit?: number;
                    /** @description Public merchant id (mch_...) */
                    merchantId?: string;
                    /** @description live or test; both when absent */
                    mode?: "test" | "live";
                    status?: "REQUIRES_AUTHORISATION" | "AUTHORISED" | "COMPLETED" | "FAILED" | "CANCELED" | "DECLINED";
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Pass as cursor to get the next page; null on the last page */
                            nextCursor: string | null;
                            transactions: components["schemas"]["AdminTransaction"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/transactions/{transactionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A payment with its legs, refunds, disputes and history */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    transactionId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminPaymentDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/verifications/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Approve or reject a document */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    documentId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reviewNotes?: string | null;
                        /** @enum {string} */
                        status: "APPROVED" | "REJECTED";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            document: {
                                /** @enum {string} */
                                documentType: "COMPANY_REGISTRATION" | "TAX_CERTIFICATE" | "BANK_STATEMENT" | "DIRECTOR_ID" | "PROOF_OF_ADDRESS";
                                fileName: string;
                                id: string;
                                reviewedAt: string | null;
                                reviewNotes: string | null;
                                /** @enum {string} */
                                status: "PENDING" | "APPROVED" | "REJECTED";
                                /** @description ISO-8601 */
                                uploadedAt: string;
                            };
                            message: string;
                            /** @enum {string} */
                            verificationStatus: "NOT_STARTED" | "UNDER_REVIEW" | "ACTION_REQUIRED" | "APPROVED";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/admin/verifications/documents/{documentId}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a document (audited)
         * @description The stored bytes with their type, as an attachment (inline=1 to open in the browser). Errors are JSON.
         */
        get: {
            parameters: {
                query?: {
                    /** @description 1 to open in the browser instead of downloading */
                    inline?: "0" | "1";
                };
                header?: never;
                path: {
                    documentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": components["schemas"]["Error"];
                        "image/jpeg": components["schemas"]["Error"];
                        "image/png": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": components["schemas"]["Error"];
                        "image/jpeg": components["schemas"]["Error"];
                        "image/png": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": components["schemas"]["Error"];
                        "image/jpeg": components["schemas"]["Error"];
                        "image/png": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": components["schemas"]["Error"];
                        "image/jpeg": components["schemas"]["Error"];
                        "image/png": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": components["schemas"]["Error"];
                        "image/jpeg": components["schemas"]["Error"];
                        "image/png": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/verifications/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Submitted verifications awaiting review */
        get: {
            parameters: {
                query?: {
                    /** @description Page size, 1-500 (default 100) */
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description How many merchants are waiting in all (the list holds at most limit) */
                            total: number;
                            /** @description Oldest submission first */
                            verifications: components["schemas"]["AdminVerificationRequest"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deliveries of one event, to every endpoint */
        get: {
            parameters: {
                query: {
                    eventId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deliveries: {
                                attempts: components["schemas"]["WebhookAttempt"][];
                                companyName: string;
                                createdAt: string;
                                endpointId: string;
                                eventId: string;
                                eventType: string;
                                id: string;
                                merchantId: string;
                                nextAttemptAt: string | null;
                                /** @enum {string} */
                                status: "PENDING" | "RETRYING" | "SUCCEEDED" | "FAILED";
                                url: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/deliveries/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a delivery again now (audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            delivery: {
                                attempts: components["schemas"]["WebhookAttempt"][];
                                companyName: string;
                                createdAt: string;
                                endpointId: string;
                                eventId: string;
                                eventType: string;
                                id: string;
                                merchantId: string;
                                nextAttemptAt: string | null;
                                /** @enum {string} */
                                status: "PENDING" | "RETRYING" | "SUCCEEDED" | "FAILED";
                                url: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every webhook endpoint with its health */
        get: {
            parameters: {
                query?: {
                    /** @description The nextCursor of the previous page */
                    cursor?: string;
                    /** @description failing: its latest delivery failed or is retrying */
                    health?: "failing" | "disabled";
                    /** @description Page size, 1-100 (default 25) */
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            endpoints: components["schemas"]["AdminWebhookEndpoint"][];
                            /** @description Pass as cursor to get the next page; null on the last page */
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a partnership enquiry
         * @description Stores the enquiry for the partnerships team and emails the sender an acknowledgement. Text is stored exactly as sent (after trimming) and always shown as text. Consumer mailbox domains are refused, matched on the whole domain in any letter case. Limited to 5 enquiries per address in 10 minutes.
         *
         *     Error codes:
         *     - `VALIDATION_ERROR`: A field is missing, too long, of the wrong type or not allowed; `field` names it.
         *     - `INVALID_JSON`: The body is not valid JSON.
         *     - `PERSONAL_EMAIL_DOMAIN`: The email address is at a consumer mailbox provider. The message is always "Please use a business email address for partnership enquiries."
         *     - `PAYLOAD_TOO_LARGE`: The body is over 64 KB.
         *     - `UNSUPPORTED_MEDIA_TYPE`: The body is not sent as application/json.
         *     - `RATE_LIMITED`: Too many enquiries from one address; the Retry-After header says when to try again.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ContactEnquiryInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContactResponse"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContactError"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContactError"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContactError"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContactError"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ContactError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Service and database health */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Health"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Health"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiKeys: components["schemas"]["ApiKey"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        mode: "test" | "live";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiKey: components["schemas"]["ApiKey"];
                            secret: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What you are owed: pending (within the payout delay) and available (paid by the next run) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Payable now: the next payout run pays it, in pence */
                            available: number;
                            /** @enum {string} */
                            currency: "GBP";
                            /** @description In payouts not yet paid, in pence */
                            inPayouts: number;
                            /** @description Paid out so far, in pence */
                            paidOut: number;
                            payoutDelayDays: number;
                            /** @description Payable but still within the payout delay, in pence */
                            pending: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your disputes, soonest due first */
        get: {
            parameters: {
                query?: {
                    /** @description The nextCursor of the previous page */
                    cursor?: string;
                    /** @description Page size, 1-200 (default 50) */
                    limit?: number;
                    status?: "NEEDS_RESPONSE" | "UNDER_REVIEW" | "WON" | "LOST" | "ACCEPTED";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            disputes: components["schemas"]["Dispute"][];
                            /** @description Pass as cursor to get the next page; null on the last page */
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/disputes/{disputeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your disputes, with its evidence and history */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    disputeId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dispute: {
                                /** @description Disputed, in pence */
                                amount: number;
                                cardBrand: ("VISA" | "MASTERCARD" | "AMEX" | "DISCOVER") | null;
                                /** @description The leg of the split payment this dispute concerns */
                                cardId: string;
                                cardLast4: string | null;
                                closedAt: string | null;
                                createdAt: string;
                                /** @enum {string} */
                                currency: "GBP";
                                /** @description Evidence must be submitted before this; afterwards the dispute is lost */
                                dueBy: string;
                                evidenceText: string;
                                files: {
                                    fileName: string;
                                    id: string;
                                    /** @enum {string} */
                                    mimeType: "application/pdf" | "image/jpeg" | "image/png";
                                    sizeBytes: number;
                                    uploadedAt: string;
                                }[];
                                history: {
                                    at: string;
                                    /** @description Who made the change: staff, merchant or system */
                                    by: string;
                                    note?: string;
                                    /** @enum {string} */
                                    status: "NEEDS_RESPONSE" | "UNDER_REVIEW" | "WON" | "LOST" | "ACCEPTED";
                                }[];
                                /** @description dp_... */
                                id: string;
                                /** @description The leg’s amount, in pence */
                                legAmount: number;
                                payment: {
                                    /** @description The whole payment, in pence */
                                    amount: number;
                                    category: string;
                                    createdAt: string;
                                    legs: {
                                        amount: number;
                                        brand: string;
                                        cardId: string;
                                        last4: string;
                                    }[];
                                };
                                /** @enum {string} */
                                reason: "fraudulent" | "product_not_received" | "duplicate" | "subscription_canceled" | "credit_not_processed" | "general";
                                /** @enum {string} */
                                status: "NEEDS_RESPONSE" | "UNDER_REVIEW" | "WON" | "LOST" | "ACCEPTED";
                                submittedAt: string | null;
                                /** @description txn_... */
                                transactionId: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/disputes/{disputeId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept the dispute: the amount and the dispute fee are debited from your balance */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    disputeId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dispute: {
                                /** @description Disputed, in pence */
                                amount: number;
                                cardBrand: ("VISA" | "MASTERCARD" | "AMEX" | "DISCOVER") | null;
                                /** @description The leg of the split payment this dispute concerns */
                                cardId: string;
                                cardLast4: string | null;
                                closedAt: string | null;
                                createdAt: string;
                                /** @enum {string} */
                                currency: "GBP";
                                /** @description Evidence must be submitted before this; afterwards the dispute is lost */
                                dueBy: string;
                                evidenceText: string;
                                files: {
                                    fileName: string;
                                    id: string;
                                    /** @enum {string} */
                                    mimeType: "application/pdf" | "image/jpeg" | "image/png";
                                    sizeBytes: number;
                                    uploadedAt: string;
                                }[];
                                history: {
                                    at: string;
                                    /** @description Who made the change: staff, merchant or system */
                                    by: string;
                                    note?: string;
                                    /** @enum {string} */
                                    status: "NEEDS_RESPONSE" | "UNDER_REVIEW" | "WON" | "LOST" | "ACCEPTED";
                                }[];
                                /** @description dp_... */
                                id: string;
                                /** @description The leg’s amount, in pence */
                                legAmount: number;
                                payment: {
                                    /** @description The whole payment, in pence */
                                    amount: number;
                                    category: string;
                                    createdAt: string;
                                    legs: {
                                        amount: number;
                                        brand: string;
                                        cardId: string;
                                        last4: string;
                                    }[];
                                };
                                /** @enum {string} */
                                reason: "fraudulent" | "product_not_received" | "duplicate" | "subscription_canceled" | "credit_not_processed" | "general";
                                /** @enum {string} */
                                status: "NEEDS_RESPONSE" | "UNDER_REVIEW" | "WON" | "LOST" | "ACCEPTED";
                                submittedAt: string | null;
                                /** @description txn_... */
                                transactionId: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/disputes/{disputeId}/evidence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save the evidence statement (until you submit) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    disputeId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        text: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dispute: {
                                /** @description Disputed, in pence */
                                amount: number;
                                cardBrand: ("VISA" | "MASTERCARD" | "AMEX" | "DISCOVER") | null;
                                /** @description The leg of the split payment this dispute concerns */
                                cardId: string;
                                cardLast4: string | null;
                                closedAt: string | null;
                                createdAt: string;
                                /** @enum {string} */
                                currency: "GBP";
                                /** @description Evidence must be submitted before this; afterwards the dispute is lost */
                                dueBy: string;
                                evidenceText: string;
                                files: {
                                    fileName: string;
                                    id: string;
                                    /** @enum {string} */
                                    mimeType: "application/pdf" | "image/jpeg" | "image/png";
                                    sizeBytes: number;
                                    uploadedAt: string;
                                }[];
                                history: {
                                    at: string;
                                    /** @description Who made the change: staff, merchant or system */
                                    by: string;
                                    note?: string;
                                    /** @enum {string} */
                                    status: "NEEDS_RESPONSE" | "UNDER_REVIEW" | "WON" | "LOST" | "ACCEPTED";
                                }[];
                                /** @description dp_... */
                                id: string;
                                /** @description The leg’s amount, in pence */
                                legAmount: number;
                                payment: {
                                    /** @description The whole payment, in pence */
                                    amount: number;
                                    category: string;
                                    createdAt: string;
                                    legs: {
                                        amount: number;
                                        brand: string;
                                        cardId: string;
                                        last4: string;
                                    }[];
                                };
                                /** @enum {string} */
                                reason: "fraudulent" | "product_not_received" | "duplicate" | "subscription_canceled" | "credit_not_processed" | "general";
                                /** @enum {string} */
                                status: "NEEDS_RESPONSE" | "UNDER_REVIEW" | "WON" | "LOST" | "ACCEPTED";
                                submittedAt: string | null;
                                /** @description txn_... */
                                transactionId: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/disputes/{disputeId}/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach an evidence file: multipart/form-data with file (PDF, JPEG or PNG, at most 10 MB; up to 5 files) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    disputeId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            file: {
                                fileName: string;
                                id: string;
                                /** @enum {string} */
                                mimeType: "application/pdf" | "image/jpeg" | "image/png";
                                sizeBytes: number;
                                uploadedAt: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/disputes/{disputeId}/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an evidence file (until you submit) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    disputeId: string;
                    fileId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dispute: {
                                /** @description Disputed, in pence */
                                amount: number;
                                cardBrand: ("VISA" | "MASTERCARD" | "AMEX" | "DISCOVER") | null;
                                /** @description The leg of the split payment this dispute concerns */
                                cardId: string;
                                cardLast4: string | null;
                                closedAt: string | null;
                                createdAt: string;
                                /** @enum {string} */
                                currency: "GBP";
                                /** @description Evidence must be submitted before this; afterwards the dispute is lost */
                                dueBy: string;
                                evidenceText: string;
                                files: {
                                    fileName: string;
                                    id: string;
                                    /** @enum {string} */
                                    mimeType: "application/pdf" | "image/jpeg" | "image/png";
                                    sizeBytes: number;
                                    uploadedAt: string;
                                }[];
                                history: {
                                    at: string;
                                    /** @description Who made the change: staff, merchant or system */
                                    by: string;
                                    note?: string;
                                    /** @enum {string} */
                                    status: "NEEDS_RESPONSE" | "UNDER_REVIEW" | "WON" | "LOST" | "ACCEPTED";
                                }[];
                                /** @description dp_... */
                                id: string;
                                /** @description The leg’s amount, in pence */
                                legAmount: number;
                                payment: {
                                    /** @description The whole payment, in pence */
                                    amount: number;
                                    category: string;
                                    createdAt: string;
                                    legs: {
                                        amount: number;
                                        brand: string;
                                        cardId: string;
                                        last4: string;
                                    }[];
                                };
                                /** @enum {string} */
                                reason: "fraudulent" | "product_not_received" | "duplicate" | "subscription_canceled" | "credit_not_processed" | "general";
                                /** @enum {string} */
                                status: "NEEDS_RESPONSE" | "UNDER_REVIEW" | "WON" | "LOST" | "ACCEPTED";
                                submittedAt: string | null;
                                /** @description txn_... */
                                transactionId: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/disputes/{disputeId}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit the evidence, once: the dispute goes under review and the evidence becomes read-only */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    disputeId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            dispute: {
                                /** @description Disputed, in pence */
                                amount: number;
                                cardBrand: ("VISA" | "MASTERCARD" | "AMEX" | "DISCOVER") | null;
                                /** @description The leg of the split payment this dispute concerns */
                                cardId: string;
                                cardLast4: string | null;
                                closedAt: string | null;
                                createdAt: string;
                                /** @enum {string} */
                                currency: "GBP";
                                /** @description Evidence must be submitted before this; afterwards the dispute is lost */
                                dueBy: string;
                                evidenceText: string;
                                files: {
                                    fileName: string;
                                    id: string;
                                    /** @enum {string} */
                                    mimeType: "application/pdf" | "image/jpeg" | "image/png";
                                    sizeBytes: number;
                                    uploadedAt: string;
                                }[];
                                history: {
                                    at: string;
                                    /** @description Who made the change: staff, merchant or system */
                                    by: string;
                                    note?: string;
                                    /** @enum {string} */
                                    status: "NEEDS_RESPONSE" | "UNDER_REVIEW" | "WON" | "LOST" | "ACCEPTED";
                                }[];
                                /** @description dp_... */
                                id: string;
                                /** @description The leg’s amount, in pence */
                                legAmount: number;
                                payment: {
                                    /** @description The whole payment, in pence */
                                    amount: number;
                                    category: string;
                                    createdAt: string;
                                    legs: {
                                        amount: number;
                                        brand: string;
                                        cardId: string;
                                        last4: string;
                                    }[];
                                };
                                /** @enum {string} */
                                reason: "fraudulent" | "product_not_received" | "duplicate" | "subscription_canceled" | "credit_not_processed" | "general";
                                /** @enum {string} */
                                status: "NEEDS_RESPONSE" | "UNDER_REVIEW" | "WON" | "LOST" | "ACCEPTED";
                                submittedAt: string | null;
                                /** @description txn_... */
                                transactionId: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events, newest first
         * @description A portal session sees both modes; an API key sees its own mode only. Filter by `type`; page with `cursor`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The nextCursor of the previous page */
                    cursor?: string;
                    /** @description Page size, 1-100 (default 25) */
                    limit?: number;
                    type?: "payment.completed" | "payment.declined" | "payment.created" | "payment.authorised" | "payment.leg_declined" | "payment.failed" | "payment.canceled" | "refund.created" | "refund.succeeded" | "refund.failed" | "verification.status_changed" | "merchant.status_changed" | "api_key.created" | "api_key.revoked" | "payout.created" | "payout.processing" | "payout.paid" | "payout.failed" | "dispute.created" | "dispute.closed" | "webhook.test";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            events: components["schemas"]["Event"][];
                            /** @description Pass as cursor to get the next page; null on the last page */
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/events/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One event, by its id (the webhook-id of its deliveries)
         * @description An API key finds its own mode’s events only; another mode’s or merchant’s id answers 404.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    eventId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Event"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/feature-flags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every feature flag, on or off for the signed-in merchant */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MerchantFeatureFlags"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your invoices and credit notes, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            invoices: components["schemas"]["InvoiceSummary"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/invoices/{invoiceId}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download one of your invoices or credit notes as a PDF */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    invoiceId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Merchant user sign-in */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            merchant: components["schemas"]["MerchantSummary"];
                            token: string;
                            user: components["schemas"]["MerchantUser"];
                        } | components["schemas"]["MfaChallenge"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke this session */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user and their merchant */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            merchant: components["schemas"]["MerchantSummary"];
                            user: components["schemas"]["MerchantUser"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether two-factor sign-in is on, and how many recovery codes are left */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MfaStatus"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/mfa/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn two-factor sign-in off: needs the password and a current code or an unused recovery code */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The 6-digit code from the authenticator app, or an unused recovery code */
                        code: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/mfa/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the secret with a current code: two-factor sign-in is on from now, and the answer carries 10 single-use recovery codes, shown once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @description 10 single-use codes, shown in this response only */
                            recoveryCodes: string[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/mfa/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start setting up two-factor sign-in: a new secret, its otpauth URL and QR code. Repeating it replaces a secret not yet confirmed; 409 when already on */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MfaSetup"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/mfa/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Second step of sign-in: the mfaToken from the login answer and a current code (or a recovery code) give the session. A token works once, for 5 minutes */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The 6-digit code from the authenticator app, or an unused recovery code */
                        code: string;
                        mfaToken: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            merchant: components["schemas"]["MerchantSummary"];
                            token: string;
                            user: components["schemas"]["MerchantUser"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your notifications, newest first
         * @description Keyset-paged (pass nextCursor as cursor); filter by type and unread. `unread` counts every unread notification, whatever the filters.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The nextCursor of the previous page */
                    cursor?: string;
                    /** @description Page size, 1-100 (default 20) */
                    limit?: number;
                    type?: "verification.approved" | "verification.action_required" | "verification.rejected" | "kyb.review_requested" | "document.rejected" | "dispute.opened" | "payout.paid" | "payout.failed" | "webhook.endpoint_disabled";
                    /** @description true: unread only; false or absent: all */
                    unread?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Pass as cursor to get the next page; null on the last page */
                            nextCursor: string | null;
                            notifications: components["schemas"]["Notification"][];
                            /** @description Unread notifications in all, whatever the filters */
                            unread: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/notifications/{notificationId}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark one of your notifications read
         * @description Marking a read notification again changes nothing. Another user’s notification answers 404.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    notificationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            notification: components["schemas"]["Notification"];
                            unread: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/notifications/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How you receive each type of notification
         * @description Every type you can receive, with in-app and email on or off, and the defaults.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            preferences: components["schemas"]["NotificationPreference"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /**
         * Choose how you receive types of notification
         * @description Each named type gets in-app, email, both or neither; types not named keep their setting. Answers every preference.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        preferences: {
                            email: boolean;
                            inApp: boolean;
                            /** @enum {string} */
                            type: "verification.approved" | "verification.action_required" | "verification.rejected" | "kyb.review_requested" | "document.rejected" | "dispute.opened" | "payout.paid" | "payout.failed" | "webhook.endpoint_disabled";
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            preferences: components["schemas"]["NotificationPreference"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark all your notifications read */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            marked: number;
                            unread: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/notifications/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live notifications (Server-Sent Events)
         * @description A text/event-stream, authenticated like every other call (Authorization header; read it with fetch streaming). Events: `ready` (unread count), `notification` (a new notification and the count), `unread` (the count changed), `resync` (reload: something may have been missed). A comment every 15 seconds keeps it open. It ends when the session ends. Each instance keeps a capped number of streams open per user and in all: one more is 429 with Retry-After (a session past 5 closes its oldest instead).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many of your notifications are unread */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            unread: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the signed-in user's password
         * @description Signs out every other session of the user; this one stays signed in.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        currentPassword: string;
                        newPassword: string & (unknown & unknown & unknown);
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the token from a reset link
         * @description The token works once, for 30 minutes, and a newer request voids it. Every session of the user is signed out. An unusable token answers 400 INVALID_RESET_TOKEN.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 8 to 128 characters with an uppercase letter, a lowercase letter and a number */
                        password: string;
                        /** @description The token from the link in the reset email */
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/password-reset/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email a password reset link
         * @description Always answers 202 with the same body, whether or not the address has an account. Limited per address and per email.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/payments/{paymentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A payment with its legs, refunds, disputes and history */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    paymentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentDetail"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/payments/{paymentId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a payment that is not yet captured
         * @description Authorised legs become VOIDED; `voidReferences` lists the processor references to void.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    paymentId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CancelRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentLifecycleAnswer"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/payments/{paymentId}/capture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Capture an authorised payment, in whole or in part
         * @description A partial capture takes from each leg the amounts that keep the most reward and voids the rest. The fee is computed on the amount captured.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    paymentId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CaptureRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentLifecycleAnswer"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/payments/{paymentId}/legs/{legId}/authorisation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a leg's authorisation from your processor
         * @description For a payment made with `legConfirmation: gateway`. AUTHORISED with an `amount` below the leg is a partial authorisation. A decline or a partial authorisation re-splits the shortfall across the customer’s other cards (`resplit.newLegs`, to authorise next); when no re-split can cover it, or after 3 re-splits, the payment FAILS and `voidReferences` lists the authorisations to void.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    legId: string;
                    paymentId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["LegAuthorisationReportInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentLifecycleAnswer"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/payments/{paymentId}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A payment's refunds, oldest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    paymentId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RefundList"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Refund a captured payment across its legs
         * @description Allocation `keep_most_reward` (the default) leaves the customer the most reward on what is kept; `pro_rata`, `last_leg_first` or explicit legs are the others. What a leg can refund is what was captured, less what was refunded, less its open or lost disputes.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    paymentId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateRefundRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Refund"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/payments/{paymentId}/refunds/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Every refund allocation for an amount, side by side, without refunding */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    paymentId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Pence to refund; default all that can still be refunded */
                        amount?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RefundPreview"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your payouts, newest first */
        get: {
            parameters: {
                query?: {
                    /** @description The nextCursor of the previous page */
                    cursor?: string;
                    /** @description Page size, 1-200 (default 50) */
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Pass as cursor to get the next page; null on the last page */
                            nextCursor: string | null;
                            payouts: components["schemas"]["Payout"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/payouts/{payoutId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your payouts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    payoutId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            payout: components["schemas"]["Payout"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/payouts/{payoutId}/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A payout’s statement (CSV): the payments it covers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    payoutId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/portal/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in merchant's payments in one mode, newest first
         * @description Same shape as the payment API list. Page with `nextCursor`.
         */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                    mode?: "test" | "live";
                    status?: "REQUIRES_AUTHORISATION" | "AUTHORISED" | "COMPLETED" | "FAILED" | "CANCELED" | "DECLINED";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentList"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/process-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Split a payment across the customer's cards for the most rewards
         * @description Chooses integer split amounts over viable cards that sum to `amount`, use at most `maxSplits` cards, respect each card's `available`, give each used card at least 100 minor units, and maximise the total reward. Answers 201 for COMPLETED and 402 for DECLINED with the same body. Send `Idempotency-Key` (1-255 characters) to retry safely: the same key and body replays the first answer with `Idempotent-Replayed: true`.
         *
         *     Error codes:
         *     - `VALIDATION_ERROR`: The body does not match the schema; `field` names the offending field.
         *     - `INVALID_JSON`: The body is not valid JSON.
         *     - `AMOUNT_OUT_OF_RANGE`: amount is outside the platform minimum and maximum.
         *     - `CARD_NUMBER_NOT_ACCEPTED`: A string in the body looks like a card number. Send card tokens, never numbers.
         *     - `UNAUTHORIZED`: Missing, unknown or revoked API key (or a session token in place of a key).
         *     - `MERCHANT_SUSPENDED`: The merchant account is suspended.
         *     - `IDEMPOTENCY_KEY_REUSED`: The Idempotency-Key was used before with a different body.
         *     - `IDEMPOTENCY_IN_PROGRESS`: Reserved: a request sent while another with the same Idempotency-Key is being processed now waits for it and replays its answer.
         *     - `PAYLOAD_TOO_LARGE`: The body is over 1 MB.
         *     - `RATE_LIMITED`: Too many requests with this API key (100 a second for live keys and 25 for test keys unless set otherwise); wait for the seconds in Retry-After.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ProcessPaymentRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Payment"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Payment"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Refunds, newest first (an API key sees its own mode) */
        get: {
            parameters: {
                query?: {
                    /** @description The nextCursor of the previous page */
                    cursor?: string;
                    /** @description Page size, 1-100 (default 20) */
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RefundPage"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/refunds/{refundId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One refund */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    refundId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Refund"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/refunds/{refundId}/legs/{legId}/result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a refund leg's result from your processor (legConfirmation gateway)
         * @description A FAILED leg gives its amount back to what can be refunded.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    legId: string;
                    refundId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RefundLegResultInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Refund"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/request-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Requests made with your API keys, newest first
         * @description One entry per request made with one of your API keys: method, path, status, duration, Idempotency-Key and error code, never a body. Entries appear within about a second and are kept for the retention period (30 days by default). Page with `nextCursor`.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The nextCursor of the previous page */
                    cursor?: string;
                    /** @description The id of the API key that made the request */
                    key?: string;
                    /** @description Page size, 1-100 (default 25) */
                    limit?: number;
                    /** @description live or test; both when absent */
                    mode?: "test" | "live";
                    /** @description Requests whose path starts with this, e.g. /api/merchant/process-payment */
                    path?: string;
                    /** @description A status class (2xx, 4xx, 5xx) or an exact status (e.g. 402) */
                    status?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Pass as cursor to get the next page; null on the last page */
                            nextCursor: string | null;
                            requests: components["schemas"]["ApiRequest"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/request-log/{requestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One request of your API request log, by its Request-Id */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    requestId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            request: components["schemas"]["ApiRequest"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/sandbox/simulate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate a payment: the split, why, and nothing stored
         * @description Takes the `process-payment` body and applies every rule of the payment API except velocity, in the same order and with the same error codes: the card-number screen, the schema, the platform amount limits, expired cards, blocked BIN ranges, the 100 minimum split and `maxSplits`. Stores nothing: no transaction, no Idempotency-Key, no event. Answers 200 with the split the payment API would choose (`paymentApiStatus` is 201 or 402, `declineReason` says why it would decline), and an explanation: each card's rate for the category, what its cap costs and what it earns; the reward of the best single card and of a naive split in proportion to available balances; and the uplift over both.
         *
         *     Error codes:
         *     - `VALIDATION_ERROR`: The body does not match the schema; `field` names the offending field.
         *     - `INVALID_JSON`: The body is not valid JSON.
         *     - `AMOUNT_OUT_OF_RANGE`: amount is outside the platform minimum and maximum.
         *     - `CARD_NUMBER_NOT_ACCEPTED`: A string in the body looks like a card number. Send card tokens, never numbers.
         *     - `UNAUTHORIZED`: Missing, unknown or revoked API key (or a session token in place of a key).
         *     - `MERCHANT_SUSPENDED`: The merchant account is suspended.
         *     - `PAYLOAD_TOO_LARGE`: The body is over 1 MB.
         *     - `RATE_LIMITED`: Too many requests with this API key (100 a second for live keys and 25 for test keys unless set otherwise); wait for the seconds in Retry-After.
         *     - `SANDBOX_TEST_KEYS_ONLY`: A live API key was sent; the Sandbox takes a test key or a portal session.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ProcessPaymentRequestInput"];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SandboxSimulation"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's live sessions, the current one marked */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            sessions: components["schemas"]["AccountSession"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/sessions/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Sign out one of your sessions */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sessionId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/sessions/revoke-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out everywhere else */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            revoked: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a merchant account, its OWNER user and a TEST API key (the secret is shown only in this response) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        businessType: "SOLE_TRADER" | "PARTNERSHIP" | "LIMITED_COMPANY" | "PLC";
                        companyName: string;
                        /** @description Also the login email; compared case-insensitively */
                        contactEmail: string;
                        contactPhone: string;
                        firstName: string;
                        /** @enum {string} */
                        industry: "RETAIL" | "ECOMMERCE" | "HOSPITALITY" | "SERVICES" | "OTHER";
                        lastName: string;
                        /** @description 8 to 128 characters with an uppercase letter, a lowercase letter and a number */
                        password: string;
                        /** @description Optional http(s) URL; an empty string means none */
                        website?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            merchant: components["schemas"]["MerchantSummary"];
                            testApiKey: components["schemas"]["NewApiKey"];
                            token: string;
                            user: components["schemas"]["MerchantUser"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Team members and pending invitations */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Pending invitations only (not accepted, revoked or expired), newest first */
                            invitations: components["schemas"]["TeamInvitation"][];
                            /** @description Owners first, then by role, then oldest first */
                            members: components["schemas"]["TeamMember"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/team/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email a single-use invitation link that works for 7 days
         * @description Only an OWNER may invite with role OWNER (403 FORBIDDEN_ROLE). An email any merchant user already signs in with answers 409 EMAIL_IN_USE. Inviting an address that already has a pending invitation replaces it: the older link stops working. At most 20 invitations per merchant an hour (429).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Compared case-insensitively; refused when any merchant user already signs in with it */
                        email: string;
                        /** @enum {string} */
                        role: "OWNER" | "ADMIN" | "DEVELOPER" | "ANALYST";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TeamInvitation"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/team/invitations/{invitationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a pending invitation; its link stops working at once
         * @description Revoking twice is harmless. An accepted invitation answers 409 INVITATION_ACCEPTED; an ADMIN cannot revoke an invitation to the OWNER role.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    invitationId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/team/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation: creates the user with the invited email and role, and signs them in
         * @description The link works once. An email that became a merchant user elsewhere in the meantime answers 409 EMAIL_IN_USE.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        firstName: string;
                        lastName: string;
                        /** @description 8 to 128 characters with an uppercase letter, a lowercase letter and a number */
                        password: string;
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            merchant: components["schemas"]["MerchantSummary"];
                            token: string;
                            user: components["schemas"]["MerchantUser"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/team/invitations/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What an invitation link offers: the company, the invited email and the role
         * @description The token travels in the body, not the URL, so it stays out of access logs. Looking up does not use the link.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            companyName: string;
                            /** @description The address invited; the new user signs in with it */
                            email: string;
                            /** @description ISO-8601 */
                            expiresAt: string;
                            /** @enum {string} */
                            role: "OWNER" | "ADMIN" | "DEVELOPER" | "ANALYST";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/team/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member: their account is deleted and every session of theirs ends at once
         * @description Only an OWNER may remove an OWNER (403 FORBIDDEN_ROLE), and the last OWNER cannot be removed (409 LAST_OWNER). The member is emailed.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change a member's role; it applies to their next request
         * @description Only an OWNER may grant OWNER or change an OWNER (403 FORBIDDEN_ROLE). The last OWNER cannot be demoted (409 LAST_OWNER). The member is emailed.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        role: "OWNER" | "ADMIN" | "DEVELOPER" | "ANALYST";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TeamMember"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/merchant/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List this key's payments, newest first
         * @description A test key sees only test payments and a live key only live ones. Page with `nextCursor`.
         */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                    status?: "REQUIRES_AUTHORISATION" | "AUTHORISED" | "COMPLETED" | "FAILED" | "CANCELED" | "DECLINED";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentList"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Verification status, masked details and documents */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            details: components["schemas"]["MaskedVerificationDetails"] | null;
                            documents: components["schemas"]["VerificationDocument"][];
                            /** @enum {string} */
                            verificationStatus: "NOT_STARTED" | "UNDER_REVIEW" | "ACTION_REQUIRED" | "APPROVED";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/verification/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload or replace one document: multipart/form-data with documentType and file (PDF, JPEG or PNG, at most 10 MB) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            document: {
                                /** @enum {string} */
                                documentType: "COMPANY_REGISTRATION" | "TAX_CERTIFICATE" | "BANK_STATEMENT" | "DIRECTOR_ID" | "PROOF_OF_ADDRESS";
                                /** @description Sanitised original file name (metadata only) */
                                fileName: string;
                                id: string;
                                /** @enum {string} */
                                status: "PENDING";
                                /** @description ISO 8601 */
                                uploadedAt: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/verification/finalize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit details and all five documents for review */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            /** @enum {string} */
                            verificationStatus: "UNDER_REVIEW";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/verification/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The periodic review under way, if any: the documents to upload again */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MerchantKybReview"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/verification/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save or replace the business details (bank details are stored encrypted and returned masked) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        bankAccountNumber: string;
                        bankSortCode: string;
                        businessAddress: string;
                        city: string;
                        /** @enum {string} */
                        country: "GB" | "IE" | "US" | "CA";
                        postcode: string;
                        registrationNumber: string;
                        taxId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            details: components["schemas"]["MaskedVerificationDetails"];
                            message: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/webhook-deliveries/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a delivery again now */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            delivery: components["schemas"]["WebhookDelivery"];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List webhook endpoints */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            endpoints: components["schemas"]["WebhookEndpoint"][];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Add a webhook endpoint
         * @description The URL must be https and resolve to public addresses. The signing secret is returned once.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string;
                        /** @description Event types to send, or ["*"] for every type */
                        enabledEvents: ("*" | "payment.completed" | "payment.declined" | "payment.created" | "payment.authorised" | "payment.leg_declined" | "payment.failed" | "payment.canceled" | "refund.created" | "refund.succeeded" | "refund.failed" | "verification.status_changed" | "merchant.status_changed" | "api_key.created" | "api_key.revoked" | "payout.created" | "payout.processing" | "payout.paid" | "payout.failed" | "dispute.created" | "dispute.closed" | "webhook.test")[];
                        /** @enum {string} */
                        mode: "test" | "live";
                        url: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            endpoint: components["schemas"]["WebhookEndpoint"];
                            /** @description whsec_...: shown once; keep it to verify signatures */
                            secret: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/webhook-endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a webhook endpoint and its deliveries */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a webhook endpoint */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string | null;
                        /** @description Event types to send, or ["*"] for every type */
                        enabledEvents?: ("*" | "payment.completed" | "payment.declined" | "payment.created" | "payment.authorised" | "payment.leg_declined" | "payment.failed" | "payment.canceled" | "refund.created" | "refund.succeeded" | "refund.failed" | "verification.status_changed" | "merchant.status_changed" | "api_key.created" | "api_key.revoked" | "payout.created" | "payout.processing" | "payout.paid" | "payout.failed" | "dispute.created" | "dispute.closed" | "webhook.test")[];
                        /** @enum {string} */
                        status?: "ENABLED" | "DISABLED";
                        url?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WebhookEndpoint"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/merchant/webhook-endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List deliveries to this endpoint, newest first, with their attempts */
        get: {
            parameters: {
                query?: {
                    /** @description The nextCursor of the previous page */
                    cursor?: string;
                    /** @description Page size, 1-100 (default 20) */
                    limit?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deliveries: components["schemas"]["WebhookDelivery"][];
                            /** @description Pass as cursor to get the next page; null on the last page */
                            nextCursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/webhook-endpoints/{id}/roll-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Roll the signing secret
         * @description Returns the new secret once. For `overlapHours` (0-72, default 24) deliveries carry a signature with each secret.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 24 */
                        overlapHours?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            endpoint: components["schemas"]["WebhookEndpoint"];
                            /** @description whsec_...: shown once; keep it to verify signatures */
                            secret: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/webhook-endpoints/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a webhook.test event to this endpoint */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deliveryId: string;
                            eventId: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/retention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retention periods (days) the privacy policy states */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PublicRetention"];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unsubscribe confirmation page (HTML) */
        get: {
            parameters: {
                query?: {
                    token?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Unsubscribe from campaigns (RFC 8058 one-click supported) */
        post: {
            parameters: {
                query?: {
                    token?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AccountSession: {
            /** @description ISO-8601: when this sign-in happened */
            createdAt: string;
            /** @description True for the session making this request */
            current: boolean;
            id: string;
            ip: string | null;
            /** @description ISO-8601, to the minute */
            lastUsedAt: string | null;
            userAgent: string | null;
        };
        AccountSessionInput: {
            /** @description ISO-8601: when this sign-in happened */
            createdAt: string;
            /** @description True for the session making this request */
            current: boolean;
            id: string;
            ip: string | null;
            /** @description ISO-8601, to the minute */
            lastUsedAt: string | null;
            userAgent: string | null;
        };
        AdminAnalytics: {
            /** @description volume / successful, minor units; null without successful payments */
            averageTransaction: number | null;
            days: number;
            declineReasons: {
                count: number;
                reason: string;
            }[];
            /** @description fees / volume as a percent, e.g. 0.5; null without volume */
            effectiveFeeRate: number | null;
            merchantsByStatus: {
                ACTIVE: number;
                PENDING_VERIFICATION: number;
                SUSPENDED: number;
            };
            /** @description Daily fees for the next 14 days; null with fewer than 7 days of data */
            projection: {
                /** @constant */
                label: "Projection";
                method: string;
                points: {
                    /** @description UTC day, YYYY-MM-DD */
                    date: string;
                    /** @description Minor units (pence) */
                    fees: number;
                }[];
            } | null;
            revenueTrend: {
                /** @description UTC day, YYYY-MM-DD */
                date: string;
                /** @description Minor units (pence) */
                fees: number;
                /** @description Minor units (pence) */
                volume: number;
            }[];
            /** @description successful / transactions, 0..1; null without transactions */
            successRate: number | null;
            totals: {
                declined: number;
                /** @description Minor units (pence) */
                fees: number;
                successful: number;
                transactions: number;
                /** @description Minor units (pence) */
                volume: number;
            };
        };
        AdminAnalyticsInput: {
            /** @description volume / successful, minor units; null without successful payments */
            averageTransaction: number | null;
            days: number;
            declineReasons: {
                count: number;
                reason: string;
            }[];
            /** @description fees / volume as a percent, e.g. 0.5; null without volume */
            effectiveFeeRate: number | null;
            merchantsByStatus: {
                ACTIVE: number;
                PENDING_VERIFICATION: number;
                SUSPENDED: number;
            };
            /** @description Daily fees for the next 14 days; null with fewer than 7 days of data */
            projection: {
                /** @constant */
                label: "Projection";
                method: string;
                points: {
                    /** @description UTC day, YYYY-MM-DD */
                    date: string;
                    /** @description Minor units (pence) */
                    fees: number;
                }[];
            } | null;
            revenueTrend: {
                /** @description UTC day, YYYY-MM-DD */
                date: string;
                /** @description Minor units (pence) */
                fees: number;
                /** @description Minor units (pence) */
                volume: number;
            }[];
            /** @description successful / transactions, 0..1; null without transactions */
            successRate: number | null;
            totals: {
                declined: number;
                /** @description Minor units (pence) */
                fees: number;
                successful: number;
                transactions: number;
                /** @description Minor units (pence) */
                volume: number;
            };
        };
        AdminApiKey: {
            companyName: string;
            createdAt: string;
            id: string;
            lastUsedAt: string | null;
            merchantId: string;
            /** @enum {string} */
            mode: "test" | "live";
            prefix: string;
            /** @description Requests in the last 24 hours (to the hour) */
            requests24h: number;
            /** @description Requests in the last 30 days (to the hour) */
            requests30d: number;
            revokedAt: string | null;
            /** @enum {string} */
            status: "active" | "revoked";
        };
        AdminApiKeyInput: {
            companyName: string;
            createdAt: string;
            id: string;
            lastUsedAt: string | null;
            merchantId: string;
            /** @enum {string} */
            mode: "test" | "live";
            prefix: string;
            /** @description Requests in the last 24 hours (to the hour) */
            requests24h: number;
            /** @description Requests in the last 30 days (to the hour) */
            requests30d: number;
            revokedAt: string | null;
            /** @enum {string} */
            status: "active" | "revoked";
        };
        AdminApiRequest: {
            companyName: string;
            /** @description ISO-8601, when the request arrived */
            createdAt: string;
            durationMs: number;
            /** @description The error code of the answer (or the decline reason of a 402), when the status is 400 or more */
            errorCode: string | null;
            idempotencyKey: string | null;
            keyId: string;
            /** @description The display prefix of the key, never enough to use it */
            keyPrefix: string;
            /** @description Public merchant id (mch_...) */
            merchantId: string;
            method: string;
            /** @enum {string} */
            mode: "test" | "live";
            /** @description The path as sent, without the query string */
            path: string;
            /** @description The Request-Id header of the answer */
            requestId: string;
            /** @description The endpoint, e.g. /api/merchant/transactions */
            route: string;
            status: number;
        };
        AdminApiRequestInput: {
            companyName: string;
            /** @description ISO-8601, when the request arrived */
            createdAt: string;
            durationMs: number;
            /** @description The error code of the answer (or the decline reason of a 402), when the status is 400 or more */
            errorCode: string | null;
            idempotencyKey: string | null;
            keyId: string;
            /** @description The display prefix of the key, never enough to use it */
            keyPrefix: string;
            /** @description Public merchant id (mch_...) */
            merchantId: string;
            method: string;
            /** @enum {string} */
            mode: "test" | "live";
            /** @description The path as sent, without the query string */
            path: string;
            /** @description The Request-Id header of the answer */
            requestId: string;
            /** @description The endpoint, e.g. /api/merchant/transactions */
            route: string;
            status: number;
        };
        AdminDailyStats: {
            /** @description Oldest first, one entry per UTC day ending today, zero-filled */
            days: {
                /** @description UTC day, YYYY-MM-DD */
                date: string;
                /** @description Minor units (pence) */
                fees: number;
                successfulTransactions: number;
                transactions: number;
                /** @description Minor units (pence) */
                volume: number;
            }[];
        };
        AdminDailyStatsInput: {
            /** @description Oldest first, one entry per UTC day ending today, zero-filled */
            days: {
                /** @description UTC day, YYYY-MM-DD */
                date: string;
                /** @description Minor units (pence) */
                fees: number;
                successfulTransactions: number;
                transactions: number;
                /** @description Minor units (pence) */
                volume: number;
            }[];
        };
        AdminMerchant: {
            companyName: string;
            contactEmail: string;
            /** @description ISO-8601 */
            createdAt: string;
            /** @description Owner's first name */
            firstName: string | null;
            id: string;
            lastName: string | null;
            merchantId: string;
            /** @enum {string} */
            status: "PENDING_VERIFICATION" | "ACTIVE" | "SUSPENDED";
            /** @description Owner's sign-in email */
            userEmail: string | null;
            /** @enum {string} */
            verificationStatus: "NOT_STARTED" | "UNDER_REVIEW" | "ACTION_REQUIRED" | "APPROVED";
        };
        AdminMerchantDetails: {
            apiKeys: {
                /** @description ISO-8601 */
                createdAt: string;
                id: string;
                lastUsedAt: string | null;
                /** @enum {string} */
                mode: "test" | "live";
                /** @description Display prefix only; secrets and hashes are never returned */
                prefix: string;
                revokedAt: string | null;
            }[];
            merchant: {
                businessType: string;
                companyName: string;
                contactEmail: string;
                contactPhone: string;
                /** @description ISO-8601 */
                createdAt: string;
                id: string;
                industry: string;
                merchantId: string;
                /** @enum {string} */
                status: "PENDING_VERIFICATION" | "ACTIVE" | "SUSPENDED";
                /** @description ISO-8601 */
                updatedAt: string;
                /** @enum {string} */
                verificationStatus: "NOT_STARTED" | "UNDER_REVIEW" | "ACTION_REQUIRED" | "APPROVED";
                verificationSubmittedAt: string | null;
                website: string | null;
            };
            transactionSummary: {
                live: {
                    completed: number;
                    count: number;
                    declined: number;
                    fees: number;
                    lastTransactionAt: string | null;
                    /** @description Completed amounts, minor units */
                    volume: number;
                };
                test: {
                    completed: number;
                    count: number;
                    declined: number;
                    fees: number;
                    lastTransactionAt: string | null;
                    /** @description Completed amounts, minor units */
                    volume: number;
                };
            };
            users: {
                /** @description ISO-8601 */
                createdAt: string;
                email: string;
                firstName: string;
                id: string;
                lastName: string;
                /** @enum {string} */
                role: "OWNER" | "ADMIN" | "DEVELOPER" | "ANALYST";
            }[];
            verification: {
                details: {
                    /** @description Masked except the last 4 characters, e.g. ••••5678 */
                    bankAccountNumber: string;
                    /** @description Masked except the first 2 digits, e.g. 60-••-•• */
                    bankSortCode: string;
                    businessAddress: string;
                    city: string;
                    /** @enum {string} */
                    country: "GB" | "IE" | "US" | "CA";
                    postcode: string;
                    registrationNumber: string;
                    /** @description ISO-8601 */
                    submittedAt: string;
                    /** @description Masked except the last 3 characters */
                    taxId: string;
                    /** @description ISO-8601 */
                    updatedAt: string;
                } | null;
                documents: components["schemas"]["AdminVerificationDocument"][];
                /** @enum {string} */
                verificationStatus: "NOT_STARTED" | "UNDER_REVIEW" | "ACTION_REQUIRED" | "APPROVED";
            };
        };
        AdminMerchantDetailsInput: {
            apiKeys: {
                /** @description ISO-8601 */
                createdAt: string;
                id: string;
                lastUsedAt: string | null;
                /** @enum {string} */
                mode: "test" | "live";
                /** @description Display prefix only; secrets and hashes are never returned */
                prefix: string;
                revokedAt: string | null;
            }[];
            merchant: {
                businessType: string;
                companyName: string;
                contactEmail: string;
                contactPhone: string;
                /** @description ISO-8601 */
                createdAt: string;
                id: string;
                industry: string;
                merchantId: string;
                /** @enum {string} */
                status: "PENDING_VERIFICATION" | "ACTIVE" | "SUSPENDED";
                /** @description ISO-8601 */
                updatedAt: string;
                /** @enum {string} */
                verificationStatus: "NOT_STARTED" | "UNDER_REVIEW" | "ACTION_REQUIRED" | "APPROVED";
                verificationSubmittedAt: string | null;
                website: string | null;
            };
            transactionSummary: {
                live: {
                    completed: number;
                    count: number;
                    declined: number;
                    fees: number;
                    lastTransactionAt: string | null;
                    /** @description Completed amounts, minor units */
                    volume: number;
                };
                test: {
                    completed: number;
                    count: number;
                    declined: number;
                    fees: number;
                    lastTransactionAt: string | null;
                    /** @description Completed amounts, minor units */
                    volume: number;
                };
            };
            users: {
                /** @description ISO-8601 */
                createdAt: string;
                email: string;
                firstName: string;
                id: string;
                lastName: string;
                /** @enum {string} */
                role: "OWNER" | "ADMIN" | "DEVELOPER" | "ANALYST";
            }[];
            verification: {
                details: {
                    /** @description Masked except the last 4 characters, e.g. ••••5678 */
                    bankAccountNumber: string;
                    /** @description Masked except the first 2 digits, e.g. 60-••-•• */
                    bankSortCode: string;
                    businessAddress: string;
                    city: string;
                    /** @enum {string} */
                    country: "GB" | "IE" | "US" | "CA";
                    postcode: string;
                    registrationNumber: string;
                    /** @description ISO-8601 */
                    submittedAt: string;
                    /** @description Masked except the last 3 characters */
                    taxId: string;
                    /** @description ISO-8601 */
                    updatedAt: string;
                } | null;
                documents: components["schemas"]["AdminVerificationDocumentInput"][];
                /** @enum {string} */
                verificationStatus: "NOT_STARTED" | "UNDER_REVIEW" | "ACTION_REQUIRED" | "APPROVED";
            };
        };
        AdminMerchantInput: {
            companyName: string;
            contactEmail: string;
            /** @description ISO-8601 */
            createdAt: string;
            /** @description Owner's first name */
            firstName: string | null;
            id: string;
            lastName: string | null;
            merchantId: string;
            /** @enum {string} */
            status: "PENDING_VERIFICATION" | "ACTIVE" | "SUSPENDED";
            /** @description Owner's sign-in email */
            userEmail: string | null;
            /** @enum {string} */
            verificationStatus: "NOT_STARTED" | "UNDER_REVIEW" | "ACTION_REQUIRED" | "APPROVED";
        };
        AdminMfaCoverage: {
            activeAdmins: number;
            /** @description The requireAdminMfa platform setting */
            required: boolean;
            /** @description Active admins who have not turned two-factor sign-in on */
            withoutMfa: number;
        };
        AdminMfaCoverageInput: {
            activeAdmins: number;
            /** @description The requireAdminMfa platform setting */
            required: boolean;
            /** @description Active admins who have not turned two-factor sign-in on */
            withoutMfa: number;
        };
        AdminPaymentDetail: {
            amount: number;
            /** @description Pence captured so far */
            amountCaptured: number;
            /** @description Pence refunded so far (succeeded and pending refunds) */
            amountRefunded: number;
            cancelReason: ("requested_by_customer" | "abandoned" | "duplicate" | "fraudulent" | "expired") | null;
            /** @enum {string} */
            captureMethod: "automatic" | "manual";
            category: string;
            companyName: string;
            /** @description ISO-8601 */
            createdAt: string;
            /** @constant */
            currency: "GBP";
            customerEmail: string;
            declinedCards: {
                cardId: string;
                /** @enum {string} */
                reason: "EXPIRED" | "BLOCKED_BIN" | "INSUFFICIENT_FUNDS";
            }[];
            /** @description Why a DECLINED payment was declined, or LEG_DECLINED when a FAILED one ran out of cards */
            declineReason: ("VELOCITY_LIMIT" | "NO_VIABLE_CARD" | "INSUFFICIENT_FUNDS" | "LEG_DECLINED") | null;
            disputes: {
                amount: number;
                cardId: string;
                id: string;
                /** @enum {string} */
                status: "NEEDS_RESPONSE" | "UNDER_REVIEW" | "WON" | "LOST" | "ACCEPTED";
            }[];
            feeAmount: number;
            history: components["schemas"]["PaymentHistoryEntry"][];
            /** @enum {string} */
            legConfirmation: "none" | "gateway";
            /** @description The split as legs, one per card charge; empty when declined */
            legs: components["schemas"]["PaymentLeg"][];
            merchantId: string;
            /** @enum {string} */
            mode: "test" | "live";
            refunds: components["schemas"]["Refund"][];
            /** @enum {string} */
            refundStatus: "none" | "partial" | "full";
            splits: {
                amount: number;
                /**
                 * @description Card scheme
                 * @enum {string}
                 */
                brand: "VISA" | "MASTERCARD" | "AMEX" | "DISCOVER";
                cardId: string;
                last4: string;
                /** @description Minor units, 2 decimals */
                reward: number;
            }[];
            /** @enum {string} */
            status: "REQUIRES_AUTHORISATION" | "AUTHORISED" | "COMPLETED" | "FAILED" | "CANCELED" | "DECLINED";
            /** @description Minor units, 2 decimals */
            totalReward: number;
            /** @example txn_8fK2mQ9xZp4LwT7v */
            transactionId: string;
        };
        AdminPaymentDetailInput: {
            amount: number;
            /** @description Pence captured so far */
            amountCaptured: number;
            /** @description Pence refunded so far (succeeded and pending refunds) */
            amountRefunded: number;
            cancelReason: ("requested_by_customer" | "abandoned" | "duplicate" | "fraudulent" | "expired") | null;
            /** @enum {string} */
            captureMethod: "automatic" | "manual";
            category: string;
            companyName: string;
            /** @description ISO-8601 */
            createdAt: string;
            /** @constant */
            currency: "GBP";
            customerEmail: string;
            declinedCards: {
                cardId: string;
                /** @enum {string} */
                reason: "EXPIRED" | "BLOCKED_BIN" | "INSUFFICIENT_FUNDS";
            }[];
            /** @description Why a DECLINED payment was declined, or LEG_DECLINED when a FAILED one ran out of cards */
            declineReason: ("VELOCITY_LIMIT" | "NO_VIABLE_CARD" | "INSUFFICIENT_FUNDS" | "LEG_DECLINED") | null;
            disputes: {
                amount: number;
                cardId: string;
                id: string;
                /** @enum {string} */
                status: "NEEDS_RESPONSE" | "UNDER_REVIEW" | "WON" | "LOST" | "ACCEPTED";
            }[];
            feeAmount: number;
            history: components["schemas"]["PaymentHistoryEntryInput"][];
            /** @enum {string} */
            legConfirmation: "none" | "gateway";
            /** @description The split as legs, one per card charge; empty when declined */
            legs: components["schemas"]["PaymentLegInput"][];
            merchantId: string;
            /** @enum {string} */
            mode: "test" | "live";
            refunds: components["schemas"]["RefundInput"][];
            /** @enum {string} */
            refundStatus: "none" | "partial" | "full";
            splits: {
                amount: number;
                /**
                 * @description Card scheme
                 * @enum {string}
                 */
                brand: "VISA" | "MASTERCARD" | "AMEX" | "DISCOVER";
                cardId: string;
                last4: string;
                /** @description Minor units, 2 decimals */
                reward: number;
            }[];
            /** @enum {string} */
            status: "REQUIRES_AUTHORISATION" | "AUTHORISED" | "COMPLETED" | "FAILED" | "CANCELED" | "DECLINED";
            /** @description Minor units, 2 decimals */
            totalReward: number;
            /** @example txn_8fK2mQ9xZp4LwT7v */
            transactionId: string;
        };
        AdminSessionTimes: {
            /** @description Milliseconds until the session ends however active (its lifetime since sign-in) */
            endsInMs: number;
            /** @description Milliseconds until the session ends unless it is renewed */
            expiresInMs: number;
            /** @description The idle time a renewal grants */
            idleTimeoutMs: number;
        };
        AdminSessionTimesInput: {
            /** @description Milliseconds until the session ends however active (its lifetime since sign-in) */
            endsInMs: number;
            /** @description Milliseconds until the session ends unless it is renewed */
            expiresInMs: number;
            /** @description The idle time a renewal grants */
            idleTimeoutMs: number;
        };
        AdminStats: {
            activeMerchants: number;
            pendingMerchants: number;
            successfulTransactions: number;
            /** @description Sum of completed fees, minor units */
            totalFees: number;
            totalMerchants: number;
            /** @description Decided payments: completed + declined */
            totalTransactions: number;
            /** @description Sum of completed amounts, minor units */
            totalVolume: number;
        };
        AdminStatsInput: {
            activeMerchants: number;
            pendingMerchants: number;
            successfulTransactions: number;
            /** @description Sum of completed fees, minor units */
            totalFees: number;
            totalMerchants: number;
            /** @description Decided payments: completed + declined */
            totalTransactions: number;
            /** @description Sum of completed amounts, minor units */
            totalVolume: number;
        };
        AdminTransaction: {
            /** @description Minor units (pence) */
            amount: number;
            category: string;
            companyName: string;
            /** @description ISO-8601 */
            createdAt: string;
            currency: string;
            customerEmail: string;
            declineReason: string | null;
            feeAmount: number;
            merchantId: string;
            /** @enum {string} */
            mode: "test" | "live";
            splits: {
                amount: number;
                /**
                 * @description Card scheme
                 * @enum {string}
                 */
                brand: "VISA" | "MASTERCARD" | "AMEX" | "DISCOVER";
                cardId: string;
                last4: string;
                /** @description Minor units, 2 decimals */
                reward: number;
            }[];
            /** @enum {string} */
            status: "REQUIRES_AUTHORISATION" | "AUTHORISED" | "COMPLETED" | "FAILED" | "CANCELED" | "DECLINED";
            totalReward: number;
            transactionId: string;
        };
        AdminTransactionInput: {
            /** @description Minor units (pence) */
            amount: number;
            category: string;
            companyName: string;
            /** @description ISO-8601 */
            createdAt: string;
            currency: string;
            customerEmail: string;
            declineReason: string | null;
            feeAmount: number;
            merchantId: string;
            /** @enum {string} */
            mode: "test" | "live";
            splits: {
                amount: number;
                /**
                 * @description Card scheme
                 * @enum {string}
                 */
                brand: "VISA" | "MASTERCARD" | "AMEX" | "DISCOVER";
                cardId: string;
                last4: string;
                /** @description Minor units, 2 decimals */
                reward: number;
            }[];
            /** @enum {string} */
            status: "REQUIRES_AUTHORISATION" | "AUTHORISED" | "COMPLETED" | "FAILED" | "CANCELED" | "DECLINED";
            totalReward: number;
            transactionId: string;
        };
        AdminVerificationData: {
            /** @description Masked except the last 4 characters, e.g. ••••5678 */
            bankAccountNumber: string;
            /** @description Masked except the first 2 digits, e.g. 60-••-•• */
            bankSortCode: string;
            businessAddress: string;
            city: string;
            /** @enum {string} */
            country: "GB" | "IE" | "US" | "CA";
            postcode: string;
            registrationNumber: string;
            /** @description Masked except the last 3 characters */
            taxId: string;
        };
        AdminVerificationDataInput: {
            /** @description Masked except the last 4 characters, e.g. ••••5678 */
            bankAccountNumber: string;
            /** @description Masked except the first 2 digits, e.g. 60-••-•• */
            bankSortCode: string;
            businessAddress: string;
            city: string;
            /** @enum {string} */
            country: "GB" | "IE" | "US" | "CA";
            postcode: string;
            registrationNumber: string;
            /** @description Masked except the last 3 characters */
            taxId: string;
        };
        AdminVerificationDocument: {
            /** @enum {string} */
            documentType: "COMPANY_REGISTRATION" | "TAX_CERTIFICATE" | "BANK_STATEMENT" | "DIRECTOR_ID" | "PROOF_OF_ADDRESS";
            fileName: string;
            id: string;
            mimeType: string;
            reviewedAt: string | null;
            reviewNotes: string | null;
            sizeBytes: number;
            /** @enum {string} */
            status: "PENDING" | "APPROVED" | "REJECTED";
            /** @description ISO-8601 */
            uploadedAt: string;
        };
        AdminVerificationDocumentInput: {
            /** @enum {string} */
            documentType: "COMPANY_REGISTRATION" | "TAX_CERTIFICATE" | "BANK_STATEMENT" | "DIRECTOR_ID" | "PROOF_OF_ADDRESS";
            fileName: string;
            id: string;
            mimeType: string;
            reviewedAt: string | null;
            reviewNotes: string | null;
            sizeBytes: number;
            /** @enum {string} */
            status: "PENDING" | "APPROVED" | "REJECTED";
            /** @description ISO-8601 */
            uploadedAt: string;
        };
        AdminVerificationRequest: {
            companyName: string;
            contactEmail: string;
            documents: {
                /** @enum {string} */
                documentType: "COMPANY_REGISTRATION" | "TAX_CERTIFICATE" | "BANK_STATEMENT" | "DIRECTOR_ID" | "PROOF_OF_ADDRESS";
                fileName: string;
                id: string;
                reviewNotes: string | null;
                /** @enum {string} */
                status: "PENDING" | "APPROVED" | "REJECTED";
                /** @description ISO-8601 */
                uploadedAt: string;
            }[];
            merchantId: string;
            pendingDocumentsCount: number;
            /** @description The owner's first and last name */
            primaryUserName: string;
            submittedAt: string | null;
            verificationData: components["schemas"]["AdminVerificationData"] | null;
            /** @enum {string} */
            verificationStatus: "NOT_STARTED" | "UNDER_REVIEW" | "ACTION_REQUIRED" | "APPROVED";
        };
        AdminVerificationRequestInput: {
            companyName: string;
            contactEmail: string;
            documents: {
                /** @enum {string} */
                documentType: "COMPANY_REGISTRATION" | "TAX_CERTIFICATE" | "BANK_STATEMENT" | "DIRECTOR_ID" | "PROOF_OF_ADDRESS";
                fileName: string;
                id: string;
                reviewNotes: string | null;
                /** @enum {string} */
                status: "PENDING" | "APPROVED" | "REJECTED";
                /** @description ISO-8601 */
                uploadedAt: string;
            }[];
            merchantId: string;
            pendingDocumentsCount: number;
            /** @description The owner's first and last name */
            primaryUserName: string;
            submittedAt: string | null;
            verificationData: components["schemas"]["AdminVerificationDataInput"] | null;
            /** @enum {string} */
            verificationStatus: "NOT_STARTED" | "UNDER_REVIEW" | "ACTION_REQUIRED" | "APPROVED";
        };
        AdminWebhookEndpoint: {
            companyName: string;
            createdAt: string;
            description: string | null;
            /** @description Why SmartSplit disabled it (410 Gone, or 5 days of failures); null otherwise */
            disabledReason: string | null;
            enabledEvents: string[];
            health: {
                deliveries24h: number;
                failingSince: string | null;
                lastDeliveryAt: string | null;
                lastDeliveryStatus: ("PENDING" | "RETRYING" | "SUCCEEDED" | "FAILED") | null;
                succeeded24h: number;
                /** @description Finished deliveries that succeeded in the last 24 h, 0-1; null without any */
                successRate24h: number | null;
            };
            id: string;
            merchantId: string;
            /** @enum {string} */
            mode: "test" | "live";
            /** @description Until then, deliveries are also signed with the previous secret */
            previousSecretExpiresAt: string | null;
            secretRolledAt: string | null;
            /** @enum {string} */
            status: "ENABLED" | "DISABLED";
            updatedAt: string;
            url: string;
        };
        AdminWebhookEndpointInput: {
            companyName: string;
            createdAt: string;
            description: string | null;
            /** @description Why SmartSplit disabled it (410 Gone, or 5 days of failures); null otherwise */
            disabledReason: string | null;
            enabledEvents: string[];
            health: {
                deliveries24h: number;
                failingSince: string | null;
                lastDeliveryAt: string | null;
                lastDeliveryStatus: ("PENDING" | "RETRYING" | "SUCCEEDED" | "FAILED") | null;
                succeeded24h: number;
                /** @description Finished deliveries that succeeded in the last 24 h, 0-1; null without any */
                successRate24h: number | null;
            };
            id: string;
            merchantId: string;
            /** @enum {string} */
            mode: "test" | "live";
            /** @description Until then, deliveries are also signed with the previous secret */
            previousSecretExpiresAt: string | null;
            secretRolledAt: string | null;
            /** @enum {string} */
            status: "ENABLED" | "DISABLED";
            updatedAt: string;
            url: string;
        };
        ApiKey: {
            createdAt: string;
            id: string;
            lastUsedAt: string | null;
            /** @enum {string} */
            mode: "test" | "live";
            prefix: string;
            revokedAt: string | null;
        };
        ApiKeyInput: {
            createdAt: string;
            id: string;
            lastUsedAt: string | null;
            /** @enum {string} */
            mode: "test" | "live";
            prefix: string;
            revokedAt: string | null;
        };
        ApiRequest: {
            /** @description ISO-8601, when the request arrived */
            createdAt: string;
            durationMs: number;
            /** @description The error code of the answer (or the decline reason of a 402), when the status is 400 or more */
            errorCode: string | null;
            idempotencyKey: string | null;
            keyId: string;
            /** @description The display prefix of the key, never enough to use it */
            keyPrefix: string;
            method: string;
            /** @enum {string} */
            mode: "test" | "live";
            /** @description The path as sent, without the query string */
            path: string;
            /** @description The Request-Id header of the answer */
            requestId: string;
            /** @description The endpoint, e.g. /api/merchant/transactions */
            route: string;
            status: number;
        };
        ApiRequestInput: {
            /** @description ISO-8601, when the request arrived */
            createdAt: string;
            durationMs: number;
            /** @description The error code of the answer (or the decline reason of a 402), when the status is 400 or more */
            errorCode: string | null;
            idempotencyKey: string | null;
            keyId: string;
            /** @description The display prefix of the key, never enough to use it */
            keyPrefix: string;
            method: string;
            /** @enum {string} */
            mode: "test" | "live";
            /** @description The path as sent, without the query string */
            path: string;
            /** @description The Request-Id header of the answer */
            requestId: string;
            /** @description The endpoint, e.g. /api/merchant/transactions */
            route: string;
            status: number;
        };
        ApiUsage: {
            /** @enum {string} */
            bucket: "hour" | "day";
            buckets: string[];
            merchants: {
                companyName: string;
                errors: number;
                merchantId: string;
                requests: number;
                series: {
                    errors: number;
                    requests: number;
                }[];
            }[];
            /** @enum {string} */
            range: "24h" | "30d";
            total: {
                errors: number;
                requests: number;
                series: {
                    errors: number;
                    requests: number;
                }[];
            };
        };
        ApiUsageInput: {
            /** @enum {string} */
            bucket: "hour" | "day";
            buckets: string[];
            merchants: {
                companyName: string;
                errors: number;
                merchantId: string;
                requests: number;
                series: {
                    errors: number;
                    requests: number;
                }[];
            }[];
            /** @enum {string} */
            range: "24h" | "30d";
            total: {
                errors: number;
                requests: number;
                series: {
                    errors: number;
                    requests: number;
                }[];
            };
        };
        AuditEntry: {
            action: string;
            actorEmail: string | null;
            /** @enum {string} */
            actorType: "admin" | "merchant" | "system" | "anonymous";
            /** @description State after the change (JSON), or null */
            after: unknown;
            /** @description State before the change (JSON), or null */
            before: unknown;
            /** @description ISO-8601 */
            createdAt: string;
            id: number;
            ip: string | null;
            targetId: string | null;
            targetType: string | null;
        };
        AuditEntryInput: {
            action: string;
            actorEmail: string | null;
            /** @enum {string} */
            actorType: "admin" | "merchant" | "system" | "anonymous";
            /** @description State after the change (JSON), or null */
            after: unknown;
            /** @description State before the change (JSON), or null */
            before: unknown;
            /** @description ISO-8601 */
            createdAt: string;
            id: number;
            ip: string | null;
            targetId: string | null;
            targetType: string | null;
        };
        CancelRequest: {
            /**
             * @description Why the payment is canceled
             * @enum {string}
             */
            reason: "requested_by_customer" | "abandoned" | "duplicate" | "fraudulent";
        };
        CancelRequestInput: {
            /**
             * @description Why the payment is canceled
             * @enum {string}
             */
            reason: "requested_by_customer" | "abandoned" | "duplicate" | "fraudulent";
        };
        CaptureRequest: {
            /** @description Pence to capture, at most the amount authorised; default all of it */
            amount?: number;
        };
        CaptureRequestInput: {
            /** @description Pence to capture, at most the amount authorised; default all of it */
            amount?: number;
        };
        ComplianceSettings: {
            /** @description Days after a review falls due before new live keys are refused */
            kybReviewGraceDays: number;
            /** @description Approved verifications are due for review this many months after approval */
            kybReviewMonths: number;
            retention: components["schemas"]["RetentionPeriods"];
        };
        ComplianceSettingsInput: {
            /** @description Days after a review falls due before new live keys are refused */
            kybReviewGraceDays: number;
            /** @description Approved verifications are due for review this many months after approval */
            kybReviewMonths: number;
            retention: components["schemas"]["RetentionPeriodsInput"];
        };
        /**
         * @example {
         *       "firstName": "Sam",
         *       "lastName": "Taylor",
         *       "email": "sam.taylor@gateway.example",
         *       "company": "Example Payments Ltd",
         *       "interestType": "partnership",
         *       "message": "We process card payments for 3,000 UK retailers and would like to offer split payments at checkout."
         *     }
         */
        ContactEnquiry: {
            /** @description Optional */
            company?: string | null;
            /** @description A business address. Consumer mailboxes (gmail.com, outlook.com and 18 more) are refused with PERSONAL_EMAIL_DOMAIN. */
            email: string;
            firstName: string;
            /**
             * @description Shown as Gateway Partnership, Technical Integration, Technology Licensing and General Inquiry
             * @enum {string}
             */
            interestType: "partnership" | "integration" | "licensing" | "general";
            lastName: string;
            /** @description Optional; stored as sent and always shown as text */
            message?: string | null;
        };
        /**
         * @example {
         *       "firstName": "Sam",
         *       "lastName": "Taylor",
         *       "email": "sam.taylor@gateway.example",
         *       "company": "Example Payments Ltd",
         *       "interestType": "partnership",
         *       "message": "We process card payments for 3,000 UK retailers and would like to offer split payments at checkout."
         *     }
         */
        ContactEnquiryInput: {
            /** @description Optional */
            company?: string | null;
            /** @description A business address. Consumer mailboxes (gmail.com, outlook.com and 18 more) are refused with PERSONAL_EMAIL_DOMAIN. */
            email: string;
            firstName: string;
            /**
             * @description Shown as Gateway Partnership, Technical Integration, Technology Licensing and General Inquiry
             * @enum {string}
             */
            interestType: "partnership" | "integration" | "licensing" | "general";
            lastName: string;
            /** @description Optional; stored as sent and always shown as text */
            message?: string | null;
        };
        /**
         * @example {
         *       "success": false,
         *       "message": "Please use a business email address for partnership enquiries.",
         *       "code": "PERSONAL_EMAIL_DOMAIN",
         *       "field": "email"
         *     }
         */
        ContactError: {
            /** @description Machine-readable code, e.g. VALIDATION_ERROR */
            code: string;
            /** @description The offending field, for validation errors */
            field?: string;
            /** @description What went wrong, for people */
            message: string;
            /** @constant */
            success: false;
        };
        /**
         * @example {
         *       "success": false,
         *       "message": "Please use a business email address for partnership enquiries.",
         *       "code": "PERSONAL_EMAIL_DOMAIN",
         *       "field": "email"
         *     }
         */
        ContactErrorInput: {
            /** @description Machine-readable code, e.g. VALIDATION_ERROR */
            code: string;
            /** @description The offending field, for validation errors */
            field?: string;
            /** @description What went wrong, for people */
            message: string;
            /** @constant */
            success: false;
        };
        /**
         * @example {
         *       "success": true,
         *       "message": "Thank you for your enquiry. Our team will reply within one business day."
         *     }
         */
        ContactResponse: {
            message: string;
            /** @constant */
            success: true;
        };
        /**
         * @example {
         *       "success": true,
         *       "message": "Thank you for your enquiry. Our team will reply within one business day."
         *     }
         */
        ContactResponseInput: {
            message: string;
            /** @constant */
            success: true;
        };
        ContactSubmission: {
            company: string | null;
            email: string;
            firstName: string;
            id: string;
            /** @enum {string} */
            interestType: "partnership" | "integration" | "licensing" | "general";
            lastName: string;
            message: string | null;
            /** @description ISO-8601 */
            submittedAt: string;
        };
        ContactSubmissionInput: {
            company: string | null;
            email: string;
            firstName: string;
            id: string;
            /** @enum {string} */
            interestType: "partnership" | "integration" | "licensing" | "general";
            lastName: string;
            message: string | null;
            /** @description ISO-8601 */
            submittedAt: string;
        };
        CreateRefundRequest: {
            /** @description How the refund is spread across legs; default keep_most_reward. With explicit legs, amount may be left out */
            allocation?: ("keep_most_reward" | "pro_rata" | "last_leg_first") | {
                legs: {
                    /** @description Pence to refund from this leg */
                    amount: number;
                    legId: string;
                }[];
            };
            /** @description Pence to refund; default all that can still be refunded */
            amount?: number;
            /** @enum {string} */
            reason: "requested_by_customer" | "duplicate" | "fraudulent" | "other";
        };
        CreateRefundRequestInput: {
            /** @description How the refund is spread across legs; default keep_most_reward. With explicit legs, amount may be left out */
            allocation?: ("keep_most_reward" | "pro_rata" | "last_leg_first") | {
                legs: {
                    /** @description Pence to refund from this leg */
                    amount: number;
                    legId: string;
                }[];
            };
            /** @description Pence to refund; default all that can still be refunded */
            amount?: number;
            /** @enum {string} */
            reason: "requested_by_customer" | "duplicate" | "fraudulent" | "other";
        };
        DataSubjectRequest: {
            adminEmail: string | null;
            counts: {
                [key: string]: number;
            };
            createdAt: string;
            /** @description Masked: the address itself is not kept in the log */
            email: string;
            id: string;
            /** @enum {string} */
            kind: "EXPORT" | "ERASURE";
            /** @enum {string} */
            outcome: "COMPLETED" | "REFUSED";
            reason: string | null;
        };
        DataSubjectRequestInput: {
            adminEmail: string | null;
            counts: {
                [key: string]: number;
            };
            createdAt: string;
            /** @description Masked: the address itself is not kept in the log */
            email: string;
            id: string;
            /** @enum {string} */
            kind: "EXPORT" | "ERASURE";
            /** @enum {string} */
            outcome: "COMPLETED" | "REFUSED";
            reason: string | null;
        };
        Dispute: {
            /** @description Disputed, in pence */
            amount: number;
            cardBrand: ("VISA" | "MASTERCARD" | "AMEX" | "DISCOVER") | null;
            /** @description The leg of the split payment this dispute concerns */
            cardId: string;
            cardLast4: string | null;
            closedAt: string | null;
            createdAt: string;
            /** @constant */
            currency: "GBP";
            /** @description Evidence must be submitted before this; afterwards the dispute is lost */
            dueBy: string;
            /** @description dp_... */
            id: string;
            /** @description The leg’s amount, in pence */
            legAmount: number;
            /** @enum {string} */
            reason: "fraudulent" | "product_not_received" | "duplicate" | "subscription_canceled" | "credit_not_processed" | "general";
            /** @enum {string} */
            status: "NEEDS_RESPONSE" | "UNDER_REVIEW" | "WON" | "LOST" | "ACCEPTED";
            submittedAt: string | null;
            /** @description txn_... */
            transactionId: string;
        };
        DisputeInput: {
            /** @description Disputed, in pence */
            amount: number;
            cardBrand: ("VISA" | "MASTERCARD" | "AMEX" | "DISCOVER") | null;
            /** @description The leg of the split payment this dispute concerns */
            cardId: string;
            cardLast4: string | null;
            closedAt: string | null;
            createdAt: string;
            /** @constant */
            currency: "GBP";
            /** @description Evidence must be submitted before this; afterwards the dispute is lost */
            dueBy: string;
            /** @description dp_... */
            id: string;
            /** @description The leg’s amount, in pence */
            legAmount: number;
            /** @enum {string} */
            reason: "fraudulent" | "product_not_received" | "duplicate" | "subscription_canceled" | "credit_not_processed" | "general";
            /** @enum {string} */
            status: "NEEDS_RESPONSE" | "UNDER_REVIEW" | "WON" | "LOST" | "ACCEPTED";
            submittedAt: string | null;
            /** @description txn_... */
            transactionId: string;
        };
        EmailCampaignDetails: {
            campaign: {
                body: string;
                /** @description ISO-8601 */
                createdAt: string;
                createdByEmail: string | null;
                id: string;
                subject: string;
                totals: {
                    failed: number;
                    pending: number;
                    recipients: number;
                    /** @description Failed recipients that match a merchant: what Retry failed would resend */
                    retryable: number;
                    sent: number;
                    skipped: number;
                };
            };
            recipients: components["schemas"]["EmailCampaignRecipient"][];
        };
        EmailCampaignDetailsInput: {
            campaign: {
                body: string;
                /** @description ISO-8601 */
                createdAt: string;
                createdByEmail: string | null;
                id: string;
                subject: string;
                totals: {
                    failed: number;
                    pending: number;
                    recipients: number;
                    /** @description Failed recipients that match a merchant: what Retry failed would resend */
                    retryable: number;
                    sent: number;
                    skipped: number;
                };
            };
            recipients: components["schemas"]["EmailCampaignRecipientInput"][];
        };
        EmailCampaignRecipient: {
            /** @description Delivery attempts of the latest message to this recipient */
            attempts: number;
            email: string | null;
            error: string | null;
            id: string;
            merchantId: string;
            merchantName: string | null;
            /** @enum {string} */
            status: "PENDING" | "SENT" | "FAILED" | "SKIPPED";
            /** @description ISO-8601 */
            updatedAt: string;
        };
        EmailCampaignRecipientInput: {
            /** @description Delivery attempts of the latest message to this recipient */
            attempts: number;
            email: string | null;
            error: string | null;
            id: string;
            merchantId: string;
            merchantName: string | null;
            /** @enum {string} */
            status: "PENDING" | "SENT" | "FAILED" | "SKIPPED";
            /** @description ISO-8601 */
            updatedAt: string;
        };
        EmailCampaignResult: {
            email: string | null;
            /** @description Why it was not sent: the mail server's reply where there is one */
            error: string | null;
            /** @description The id as requested */
            merchantId: string;
            /** @description Company name; the requested id when it matched no merchant */
            merchantName: string;
            /**
             * @description SENT; FAILED (for good); RETRYING (a temporary failure; the outbox tries again); QUEUED (being delivered in the background); SKIPPED (unsubscribed)
             * @enum {string}
             */
            outcome: "SENT" | "FAILED" | "RETRYING" | "QUEUED" | "SKIPPED";
            success: boolean;
        };
        EmailCampaignResultInput: {
            email: string | null;
            /** @description Why it was not sent: the mail server's reply where there is one */
            error: string | null;
            /** @description The id as requested */
            merchantId: string;
            /** @description Company name; the requested id when it matched no merchant */
            merchantName: string;
            /**
             * @description SENT; FAILED (for good); RETRYING (a temporary failure; the outbox tries again); QUEUED (being delivered in the background); SKIPPED (unsubscribed)
             * @enum {string}
             */
            outcome: "SENT" | "FAILED" | "RETRYING" | "QUEUED" | "SKIPPED";
            success: boolean;
        };
        EmailCampaignSendResponse: {
            campaignId: string;
            message: string;
            results: components["schemas"]["EmailCampaignResult"][];
            /** @description Every result that is not sent (yet), skipped ones included */
            totalFailed: number;
            totalSent: number;
        };
        EmailCampaignSendResponseInput: {
            campaignId: string;
            message: string;
            results: components["schemas"]["EmailCampaignResultInput"][];
            /** @description Every result that is not sent (yet), skipped ones included */
            totalFailed: number;
            totalSent: number;
        };
        EmailCampaignSummary: {
            /** @description ISO-8601 */
            createdAt: string;
            createdByEmail: string | null;
            id: string;
            subject: string;
            totals: {
                failed: number;
                pending: number;
                recipients: number;
                /** @description Failed recipients that match a merchant: what Retry failed would resend */
                retryable: number;
                sent: number;
                skipped: number;
            };
        };
        EmailCampaignSummaryInput: {
            /** @description ISO-8601 */
            createdAt: string;
            createdByEmail: string | null;
            id: string;
            subject: string;
            totals: {
                failed: number;
                pending: number;
                recipients: number;
                /** @description Failed recipients that match a merchant: what Retry failed would resend */
                retryable: number;
                sent: number;
                skipped: number;
            };
        };
        Error: {
            /** @description Machine-readable code, e.g. VALIDATION_ERROR */
            code: string;
            /** @description The offending field, for validation errors */
            field?: string;
            /** @description What went wrong, for people */
            message: string;
        };
        ErrorInput: {
            /** @description Machine-readable code, e.g. VALIDATION_ERROR */
            code: string;
            /** @description The offending field, for validation errors */
            field?: string;
            /** @description What went wrong, for people */
            message: string;
        };
        Event: {
            createdAt: string;
            /** @description The object as the API shows it (for payments, the stored answer) */
            data: {
                [key: string]: unknown;
            };
            /** @description evt_...; also the webhook-id header of every delivery of it */
            id: string;
            /** @enum {string} */
            mode: "test" | "live";
            /** @enum {string} */
            type: "payment.completed" | "payment.declined" | "payment.created" | "payment.authorised" | "payment.leg_declined" | "payment.failed" | "payment.canceled" | "refund.created" | "refund.succeeded" | "refund.failed" | "verification.status_changed" | "merchant.status_changed" | "api_key.created" | "api_key.revoked" | "payout.created" | "payout.processing" | "payout.paid" | "payout.failed" | "dispute.created" | "dispute.closed" | "webhook.test";
        };
        EventInput: {
            createdAt: string;
            /** @description The object as the API shows it (for payments, the stored answer) */
            data: {
                [key: string]: unknown;
            };
            /** @description evt_...; also the webhook-id header of every delivery of it */
            id: string;
            /** @enum {string} */
            mode: "test" | "live";
            /** @enum {string} */
            type: "payment.completed" | "payment.declined" | "payment.created" | "payment.authorised" | "payment.leg_declined" | "payment.failed" | "payment.canceled" | "refund.created" | "refund.succeeded" | "refund.failed" | "verification.status_changed" | "merchant.status_changed" | "api_key.created" | "api_key.revoked" | "payout.created" | "payout.processing" | "payout.paid" | "payout.failed" | "dispute.created" | "dispute.closed" | "webhook.test";
        };
        FeatureFlag: {
            /** @description Always on for these merchants, unless denied */
            allowMerchantIds: string[];
            createdAt: string;
            /** @description Always off for these merchants */
            denyMerchantIds: string[];
            description: string;
            enabled: boolean;
            key: string;
            /** @description 0-100: the share of merchants (by bucket) the flag is on for while enabled */
            rolloutPercent: number;
            updatedAt: string;
        };
        FeatureFlagInput: {
            /** @description Always on for these merchants, unless denied */
            allowMerchantIds: string[];
            createdAt: string;
            /** @description Always off for these merchants */
            denyMerchantIds: string[];
            description: string;
            enabled: boolean;
            key: string;
            /** @description 0-100: the share of merchants (by bucket) the flag is on for while enabled */
            rolloutPercent: number;
            updatedAt: string;
        };
        FeatureFlagWithCount: {
            /** @description Always on for these merchants, unless denied */
            allowMerchantIds: string[];
            createdAt: string;
            /** @description Always off for these merchants */
            denyMerchantIds: string[];
            description: string;
            enabled: boolean;
            /** @description What the product gates with this key, or null for a flag the product does not read */
            gates: string | null;
            key: string;
            /** @description How many stored merchants the flag is on for now */
            onForMerchants: number;
            /** @description 0-100: the share of merchants (by bucket) the flag is on for while enabled */
            rolloutPercent: number;
            updatedAt: string;
        };
        FeatureFlagWithCountInput: {
            /** @description Always on for these merchants, unless denied */
            allowMerchantIds: string[];
            createdAt: string;
            /** @description Always off for these merchants */
            denyMerchantIds: string[];
            description: string;
            enabled: boolean;
            /** @description What the product gates with this key, or null for a flag the product does not read */
            gates: string | null;
            key: string;
            /** @description How many stored merchants the flag is on for now */
            onForMerchants: number;
            /** @description 0-100: the share of merchants (by bucket) the flag is on for while enabled */
            rolloutPercent: number;
            updatedAt: string;
        };
        FeeOverride: {
            companyName: string;
            createdAt: string;
            effectiveFrom: string;
            /** @description null: the platform default from this moment */
            feePercent: number | null;
            /** @description fo_... */
            id: string;
            merchantId: string;
            /** @enum {string} */
            state: "SCHEDULED" | "IN_FORCE" | "SUPERSEDED";
        };
        FeeOverrideInput: {
            companyName: string;
            createdAt: string;
            effectiveFrom: string;
            /** @description null: the platform default from this moment */
            feePercent: number | null;
            /** @description fo_... */
            id: string;
            merchantId: string;
            /** @enum {string} */
            state: "SCHEDULED" | "IN_FORCE" | "SUPERSEDED";
        };
        Health: {
            /** @enum {string} */
            db: "ok" | "down";
            /** @enum {string} */
            status: "ok" | "degraded";
            uptimeSeconds: number;
            version: string;
        };
        HealthCheck: {
            detail: string;
            /** @enum {string} */
            name: "database" | "email-outbox" | "instances";
            /** @enum {string} */
            status: "ok" | "degraded" | "down";
        };
        HealthCheckInput: {
            detail: string;
            /** @enum {string} */
            name: "database" | "email-outbox" | "instances";
            /** @enum {string} */
            status: "ok" | "degraded" | "down";
        };
        HealthHistory: {
            bucketSeconds: number;
            points: {
                /** @description ISO-8601 */
                at: string;
                errorRatePercent: number | null;
                errors: number;
                p99Ms: number | null;
                requests: number;
                requestsPerMinute: number;
            }[];
            /** @enum {string} */
            range: "hour" | "day";
        };
        HealthHistoryInput: {
            bucketSeconds: number;
            points: {
                /** @description ISO-8601 */
                at: string;
                errorRatePercent: number | null;
                errors: number;
                p99Ms: number | null;
                requests: number;
                requestsPerMinute: number;
            }[];
            /** @enum {string} */
            range: "hour" | "day";
        };
        HealthInput: {
            /** @enum {string} */
            db: "ok" | "down";
            /** @enum {string} */
            status: "ok" | "degraded";
            uptimeSeconds: number;
            version: string;
        };
        InstanceHealth: {
            current: boolean;
            downReason: ("stopped" | "no-heartbeat") | null;
            errorsLastMinute: number;
            eventLoopLagMs: number | null;
            host: string;
            instanceId: string;
            /** @description ISO-8601 */
            lastSeenAt: string;
            p50Ms: number | null;
            p99Ms: number | null;
            requestsLastMinute: number;
            /** @description ISO-8601 */
            startedAt: string;
            /** @enum {string} */
            status: "up" | "down";
            version: string;
        };
        InstanceHealthInput: {
            current: boolean;
            downReason: ("stopped" | "no-heartbeat") | null;
            errorsLastMinute: number;
            eventLoopLagMs: number | null;
            host: string;
            instanceId: string;
            /** @description ISO-8601 */
            lastSeenAt: string;
            p50Ms: number | null;
            p99Ms: number | null;
            requestsLastMinute: number;
            /** @description ISO-8601 */
            startedAt: string;
            /** @enum {string} */
            status: "up" | "down";
            version: string;
        };
        InvoiceBillingDetails: {
            address: string | null;
            city: string | null;
            companyName: string;
            country: string | null;
            hasTaxId: boolean;
            postcode: string | null;
        };
        InvoiceBillingDetailsInput: {
            address: string | null;
            city: string | null;
            companyName: string;
            country: string | null;
            hasTaxId: boolean;
            postcode: string | null;
        };
        InvoiceDetail: {
            billing: components["schemas"]["InvoiceBillingDetails"];
            companyName: string;
            /** @description ISO-8601 */
            createdAt: string;
            /** @description For a credit note: the invoice it credits */
            creditedInvoiceId: string | null;
            creditedInvoiceNumber: string | null;
            /** @description For a voided invoice: the credit note that cancelled it */
            creditNoteId: string | null;
            /** @constant */
            currency: "GBP";
            /** @description YYYY-MM-DD */
            dueDate: string | null;
            id: string;
            issuedAt: string | null;
            /** @enum {string} */
            kind: "INVOICE" | "CREDIT_NOTE";
            lines: components["schemas"]["InvoiceLine"][];
            /** @description Public mch_ id */
            merchantId: string;
            /** @description The month billed, YYYY-MM */
            month: string;
            notes: string | null;
            /** @description SS-YYYY-NNNNNN once finalised; null for a draft */
            number: string | null;
            /** @enum {string} */
            status: "DRAFT" | "FINALISED" | "VOID";
            /** @description Integer pence */
            subtotal: number;
            /** @description Integer pence */
            total: number;
            /** @description Integer pence */
            vatAmount: number;
            vatNote: string | null;
            /** @enum {string} */
            vatTreatment: "UK_STANDARD" | "REVERSE_CHARGE";
            voidReason: string | null;
        };
        InvoiceDetailInput: {
            billing: components["schemas"]["InvoiceBillingDetailsInput"];
            companyName: string;
            /** @description ISO-8601 */
            createdAt: string;
            /** @description For a credit note: the invoice it credits */
            creditedInvoiceId: string | null;
            creditedInvoiceNumber: string | null;
            /** @description For a voided invoice: the credit note that cancelled it */
            creditNoteId: string | null;
            /** @constant */
            currency: "GBP";
            /** @description YYYY-MM-DD */
            dueDate: string | null;
            id: string;
            issuedAt: string | null;
            /** @enum {string} */
            kind: "INVOICE" | "CREDIT_NOTE";
            lines: components["schemas"]["InvoiceLineInput"][];
            /** @description Public mch_ id */
            merchantId: string;
            /** @description The month billed, YYYY-MM */
            month: string;
            notes: string | null;
            /** @description SS-YYYY-NNNNNN once finalised; null for a draft */
            number: string | null;
            /** @enum {string} */
            status: "DRAFT" | "FINALISED" | "VOID";
            /** @description Integer pence */
            subtotal: number;
            /** @description Integer pence */
            total: number;
            /** @description Integer pence */
            vatAmount: number;
            vatNote: string | null;
            /** @enum {string} */
            vatTreatment: "UK_STANDARD" | "REVERSE_CHARGE";
            voidReason: string | null;
        };
        InvoiceLine: {
            description: string;
            /** @description Integer pence */
            netAmount: number;
            /** @description How many payments the line covers */
            quantity: number;
            /** @description Integer pence */
            totalAmount: number;
            /** @description Integer pence */
            vatAmount: number;
            vatRatePercent: number;
        };
        InvoiceLineInput: {
            description: string;
            /** @description Integer pence */
            netAmount: number;
            /** @description How many payments the line covers */
            quantity: number;
            /** @description Integer pence */
            totalAmount: number;
            /** @description Integer pence */
            vatAmount: number;
            vatRatePercent: number;
        };
        InvoiceSummary: {
            companyName: string;
            /** @description ISO-8601 */
            createdAt: string;
            /** @description For a credit note: the invoice it credits */
            creditedInvoiceId: string | null;
            creditedInvoiceNumber: string | null;
            /** @description For a voided invoice: the credit note that cancelled it */
            creditNoteId: string | null;
            /** @constant */
            currency: "GBP";
            /** @description YYYY-MM-DD */
            dueDate: string | null;
            id: string;
            issuedAt: string | null;
            /** @enum {string} */
            kind: "INVOICE" | "CREDIT_NOTE";
            /** @description Public mch_ id */
            merchantId: string;
            /** @description The month billed, YYYY-MM */
            month: string;
            /** @description SS-YYYY-NNNNNN once finalised; null for a draft */
            number: string | null;
            /** @enum {string} */
            status: "DRAFT" | "FINALISED" | "VOID";
            /** @description Integer pence */
            subtotal: number;
            /** @description Integer pence */
            total: number;
            /** @description Integer pence */
            vatAmount: number;
            /** @enum {string} */
            vatTreatment: "UK_STANDARD" | "REVERSE_CHARGE";
        };
        InvoiceSummaryInput: {
            companyName: string;
            /** @description ISO-8601 */
            createdAt: string;
            /** @description For a credit note: the invoice it credits */
            creditedInvoiceId: string | null;
            creditedInvoiceNumber: string | null;
            /** @description For a voided invoice: the credit note that cancelled it */
            creditNoteId: string | null;
            /** @constant */
            currency: "GBP";
            /** @description YYYY-MM-DD */
            dueDate: string | null;
            id: string;
            issuedAt: string | null;
            /** @enum {string} */
            kind: "INVOICE" | "CREDIT_NOTE";
            /** @description Public mch_ id */
            merchantId: string;
            /** @description The month billed, YYYY-MM */
            month: string;
            /** @description SS-YYYY-NNNNNN once finalised; null for a draft */
            number: string | null;
            /** @enum {string} */
            status: "DRAFT" | "FINALISED" | "VOID";
            /** @description Integer pence */
            subtotal: number;
            /** @description Integer pence */
            total: number;
            /** @description Integer pence */
            vatAmount: number;
            /** @enum {string} */
            vatTreatment: "UK_STANDARD" | "REVERSE_CHARGE";
        };
        KybReview: {
            approvedAt: string;
            companyName: string;
            documentTypes: ("COMPANY_REGISTRATION" | "TAX_CERTIFICATE" | "BANK_STATEMENT" | "DIRECTOR_ID" | "PROOF_OF_ADDRESS")[];
            dueAt: string;
            merchantId: string;
            reviewId: string | null;
            startedAt: string | null;
            /**
             * @description BLOCKING: overdue past the grace period (new live keys refused)
             * @enum {string}
             */
            state: "DUE" | "OVERDUE" | "BLOCKING";
        };
        KybReviewInput: {
            approvedAt: string;
            companyName: string;
            documentTypes: ("COMPANY_REGISTRATION" | "TAX_CERTIFICATE" | "BANK_STATEMENT" | "DIRECTOR_ID" | "PROOF_OF_ADDRESS")[];
            dueAt: string;
            merchantId: string;
            reviewId: string | null;
            startedAt: string | null;
            /**
             * @description BLOCKING: overdue past the grace period (new live keys refused)
             * @enum {string}
             */
            state: "DUE" | "OVERDUE" | "BLOCKING";
        };
        LegAuthorisationReport: {
            /** @description Pence authorised, when less than the leg (a partial authorisation); only with AUTHORISED */
            amount?: number;
            declineCode?: string;
            /**
             * @description The processor's answer for this leg
             * @enum {string}
             */
            outcome: "AUTHORISED" | "DECLINED";
            /** @description Your processor’s reference for the charge, to void or refund it later */
            processorReference?: string;
        };
        LegAuthorisationReportInput: {
            /** @description Pence authorised, when less than the leg (a partial authorisation); only with AUTHORISED */
            amount?: number;
            declineCode?: string;
            /**
             * @description The processor's answer for this leg
             * @enum {string}
             */
            outcome: "AUTHORISED" | "DECLINED";
            /** @description Your processor’s reference for the charge, to void or refund it later */
            processorReference?: string;
        };
        MaskedVerificationDetails: {
            /** @description Masked except the last 4 characters, e.g. ••••5678 */
            bankAccountNumber: string;
            /** @description Masked except the first 2 digits, e.g. 60-••-•• */
            bankSortCode: string;
            businessAddress: string;
            city: string;
            /** @enum {string} */
            country: "GB" | "IE" | "US" | "CA";
            postcode: string;
            registrationNumber: string;
            /** @description Masked except the last 3 characters */
            taxId: string;
        };
        MaskedVerificationDetailsInput: {
            /** @description Masked except the last 4 characters, e.g. ••••5678 */
            bankAccountNumber: string;
            /** @description Masked except the first 2 digits, e.g. 60-••-•• */
            bankSortCode: string;
            businessAddress: string;
            city: string;
            /** @enum {string} */
            country: "GB" | "IE" | "US" | "CA";
            postcode: string;
            registrationNumber: string;
            /** @description Masked except the last 3 characters */
            taxId: string;
        };
        MerchantApiRateLimit: {
            /** @description API_RATE_LIMIT_LIVE and API_RATE_LIMIT_TEST */
            defaults: {
                /** @description Requests a second per API key; 0 means no limit */
                live: number;
                /** @description Requests a second per API key; 0 means no limit */
                test: number;
            };
            /** @description What applies to each kind of key now */
            effective: {
                /** @description Requests a second per API key; 0 means no limit */
                live: number;
                /** @description Requests a second per API key; 0 means no limit */
                test: number;
            };
            merchantId: string;
            /** @description The merchant's own limit for every one of its keys, or null for the platform defaults */
            override: number | null;
        };
        MerchantApiRateLimitInput: {
            /** @description API_RATE_LIMIT_LIVE and API_RATE_LIMIT_TEST */
            defaults: {
                /** @description Requests a second per API key; 0 means no limit */
                live: number;
                /** @description Requests a second per API key; 0 means no limit */
                test: number;
            };
            /** @description What applies to each kind of key now */
            effective: {
                /** @description Requests a second per API key; 0 means no limit */
                live: number;
                /** @description Requests a second per API key; 0 means no limit */
                test: number;
            };
            merchantId: string;
            /** @description The merchant's own limit for every one of its keys, or null for the platform defaults */
            override: number | null;
        };
        MerchantFeatureFlags: {
            flags: {
                [key: string]: boolean;
            };
        };
        MerchantFeatureFlagsInput: {
            flags: {
                [key: string]: boolean;
            };
        };
        MerchantKybReview: {
            documentTypes: ("COMPANY_REGISTRATION" | "TAX_CERTIFICATE" | "BANK_STATEMENT" | "DIRECTOR_ID" | "PROOF_OF_ADDRESS")[];
            dueAt: string | null;
            open: boolean;
            startedAt: string | null;
        };
        MerchantKybReviewInput: {
            documentTypes: ("COMPANY_REGISTRATION" | "TAX_CERTIFICATE" | "BANK_STATEMENT" | "DIRECTOR_ID" | "PROOF_OF_ADDRESS")[];
            dueAt: string | null;
            open: boolean;
            startedAt: string | null;
        };
        MerchantSummary: {
            companyName: string;
            /** @description Public merchant id, mch_ + 16 characters */
            merchantId: string;
            /** @enum {string} */
            status: "PENDING_VERIFICATION" | "ACTIVE" | "SUSPENDED";
            /** @enum {string} */
            verificationStatus: "NOT_STARTED" | "UNDER_REVIEW" | "ACTION_REQUIRED" | "APPROVED";
        };
        MerchantSummaryInput: {
            companyName: string;
            /** @description Public merchant id, mch_ + 16 characters */
            merchantId: string;
            /** @enum {string} */
            status: "PENDING_VERIFICATION" | "ACTIVE" | "SUSPENDED";
            /** @enum {string} */
            verificationStatus: "NOT_STARTED" | "UNDER_REVIEW" | "ACTION_REQUIRED" | "APPROVED";
        };
        MerchantUser: {
            email: string;
            firstName: string;
            id: string;
            lastName: string;
            /** @enum {string} */
            role: "OWNER" | "ADMIN" | "DEVELOPER" | "ANALYST";
        };
        MerchantUserInput: {
            email: string;
            firstName: string;
            id: string;
            lastName: string;
            /** @enum {string} */
            role: "OWNER" | "ADMIN" | "DEVELOPER" | "ANALYST";
        };
        MfaChallenge: {
            /** @constant */
            mfaRequired: true;
            /** @description Exchange it at the verify endpoint within 5 minutes, once */
            mfaToken: string;
        };
        MfaChallengeInput: {
            /** @constant */
            mfaRequired: true;
            /** @description Exchange it at the verify endpoint within 5 minutes, once */
            mfaToken: string;
        };
        MfaEnrolmentEmailSent: {
            message: string;
            /** @constant */
            mfaEnrolmentEmailSent: true;
        };
        MfaEnrolmentEmailSentInput: {
            message: string;
            /** @constant */
            mfaEnrolmentEmailSent: true;
        };
        MfaSetup: {
            /** @description otpauth://totp/... as the QR code carries it */
            otpauthUrl: string;
            /** @description The otpauth URL as an SVG QR code */
            qrSvg: string;
            /** @description Base32, for typing into an app by hand */
            secret: string;
        };
        MfaSetupInput: {
            /** @description otpauth://totp/... as the QR code carries it */
            otpauthUrl: string;
            /** @description The otpauth URL as an SVG QR code */
            qrSvg: string;
            /** @description Base32, for typing into an app by hand */
            secret: string;
        };
        MfaStatus: {
            enabled: boolean;
            /** @description ISO-8601, or null when off */
            enabledAt: string | null;
            recoveryCodesLeft: number;
            setupPending: boolean;
        };
        MfaStatusInput: {
            enabled: boolean;
            /** @description ISO-8601, or null when off */
            enabledAt: string | null;
            recoveryCodesLeft: number;
            setupPending: boolean;
        };
        NewApiKey: {
            id: string;
            /** @description Display prefix; safe to show later */
            prefix: string;
            /** @description sk_test_...; shown in this response only, never again */
            secret: string;
        };
        NewApiKeyInput: {
            id: string;
            /** @description Display prefix; safe to show later */
            prefix: string;
            /** @description sk_test_...; shown in this response only, never again */
            secret: string;
        };
        Notification: {
            body: string;
            /** @description ISO-8601 */
            createdAt: string;
            /** @description Type-specific details (ids), never secrets */
            data: {
                [key: string]: unknown;
            };
            id: string;
            /** @description A path in the admin panel or portal, e.g. /admin/verification */
            link: string | null;
            /** @description ISO-8601; null while unread */
            readAt: string | null;
            title: string;
            /** @description One of the audience’s notification types */
            type: string;
        };
        NotificationInput: {
            body: string;
            /** @description ISO-8601 */
            createdAt: string;
            /** @description Type-specific details (ids), never secrets */
            data: {
                [key: string]: unknown;
            };
            id: string;
            /** @description A path in the admin panel or portal, e.g. /admin/verification */
            link: string | null;
            /** @description ISO-8601; null while unread */
            readAt: string | null;
            title: string;
            /** @description One of the audience’s notification types */
            type: string;
        };
        NotificationPreference: {
            defaults: {
                email: boolean;
                inApp: boolean;
            };
            description: string;
            email: boolean;
            inApp: boolean;
            label: string;
            type: string;
        };
        NotificationPreferenceInput: {
            defaults: {
                email: boolean;
                inApp: boolean;
            };
            description: string;
            email: boolean;
            inApp: boolean;
            label: string;
            type: string;
        };
        Partner: {
            contactEmail: string;
            createdAt: string;
            /** @description ptn_... */
            id: string;
            merchantCount: number;
            name: string;
            /** @description Share of the fee, 0-50 */
            revenueSharePercent: number;
            updatedAt: string;
        };
        PartnerInput: {
            contactEmail: string;
            createdAt: string;
            /** @description ptn_... */
            id: string;
            merchantCount: number;
            name: string;
            /** @description Share of the fee, 0-50 */
            revenueSharePercent: number;
            updatedAt: string;
        };
        Payment: {
            amount: number;
            /** @description Pence captured so far */
            amountCaptured: number;
            /** @description Pence refunded so far (succeeded and pending refunds) */
            amountRefunded: number;
            cancelReason: ("requested_by_customer" | "abandoned" | "duplicate" | "fraudulent" | "expired") | null;
            /** @enum {string} */
            captureMethod: "automatic" | "manual";
            category: string;
            /** @description ISO-8601 */
            createdAt: string;
            /** @constant */
            currency: "GBP";
            customerEmail: string;
            declinedCards: {
                cardId: string;
                /** @enum {string} */
                reason: "EXPIRED" | "BLOCKED_BIN" | "INSUFFICIENT_FUNDS";
            }[];
            /** @description Why a DECLINED payment was declined, or LEG_DECLINED when a FAILED one ran out of cards */
            declineReason: ("VELOCITY_LIMIT" | "NO_VIABLE_CARD" | "INSUFFICIENT_FUNDS" | "LEG_DECLINED") | null;
            feeAmount: number;
            /** @enum {string} */
            legConfirmation: "none" | "gateway";
            /** @description The split as legs, one per card charge; empty when declined */
            legs: components["schemas"]["PaymentLeg"][];
            /** @enum {string} */
            mode: "test" | "live";
            /** @enum {string} */
            refundStatus: "none" | "partial" | "full";
            splits: {
                amount: number;
                /**
                 * @description Card scheme
                 * @enum {string}
                 */
                brand: "VISA" | "MASTERCARD" | "AMEX" | "DISCOVER";
                cardId: string;
                last4: string;
                /** @description Minor units, 2 decimals */
                reward: number;
            }[];
            /** @enum {string} */
            status: "REQUIRES_AUTHORISATION" | "AUTHORISED" | "COMPLETED" | "FAILED" | "CANCELED" | "DECLINED";
            /** @description Minor units, 2 decimals */
            totalReward: number;
            /** @example txn_8fK2mQ9xZp4LwT7v */
            transactionId: string;
        };
        /** @description A customer's card as the caller knows it. Never send card numbers. */
        PaymentCard: {
            /** @description Most this card can take now, in minor units (pence) */
            available: number;
            /** @description Issuer identification number (first 6-8 digits); checked against blocked ranges */
            bin?: string;
            /**
             * @description Card scheme
             * @enum {string}
             */
            brand: "VISA" | "MASTERCARD" | "AMEX" | "DISCOVER";
            categoryRates?: {
                [key: string]: number;
            };
            /** @description Expiry month; the card is valid to the end of it */
            expMonth: number;
            expYear: number;
            /** @description Your token for the card, unique within the request. Never a card number. */
            id: string;
            /** @description Last four digits, for display */
            last4: string;
            /** @description Reward fraction once the cap is reached (default 0); at most the effective rate */
            rateAfterCap?: number;
            /** @description Most reward (minor units) still earnable at the effective rate */
            rewardCap?: number;
            /** @description Base reward as a fraction of spend, e.g. 0.01 for 1% */
            rewardRate: number;
        };
        /** @description A customer's card as the caller knows it. Never send card numbers. */
        PaymentCardInput: {
            /** @description Most this card can take now, in minor units (pence) */
            available: number;
            /** @description Issuer identification number (first 6-8 digits); checked against blocked ranges */
            bin?: string;
            /**
             * @description Card scheme
             * @enum {string}
             */
            brand: "VISA" | "MASTERCARD" | "AMEX" | "DISCOVER";
            categoryRates?: {
                [key: string]: number;
            };
            /** @description Expiry month; the card is valid to the end of it */
            expMonth: number;
            expYear: number;
            /** @description Your token for the card, unique within the request. Never a card number. */
            id: string;
            /** @description Last four digits, for display */
            last4: string;
            /** @description Reward fraction once the cap is reached (default 0); at most the effective rate */
            rateAfterCap?: number;
            /** @description Most reward (minor units) still earnable at the effective rate */
            rewardCap?: number;
            /** @description Base reward as a fraction of spend, e.g. 0.01 for 1% */
            rewardRate: number;
        };
        PaymentDetail: {
            amount: number;
            /** @description Pence captured so far */
            amountCaptured: number;
            /** @description Pence refunded so far (succeeded and pending refunds) */
            amountRefunded: number;
            cancelReason: ("requested_by_customer" | "abandoned" | "duplicate" | "fraudulent" | "expired") | null;
            /** @enum {string} */
            captureMethod: "automatic" | "manual";
            category: string;
            /** @description ISO-8601 */
            createdAt: string;
            /** @constant */
            currency: "GBP";
            customerEmail: string;
            declinedCards: {
                cardId: string;
                /** @enum {string} */
                reason: "EXPIRED" | "BLOCKED_BIN" | "INSUFFICIENT_FUNDS";
            }[];
            /** @description Why a DECLINED payment was declined, or LEG_DECLINED when a FAILED one ran out of cards */
            declineReason: ("VELOCITY_LIMIT" | "NO_VIABLE_CARD" | "INSUFFICIENT_FUNDS" | "LEG_DECLINED") | null;
            disputes: {
                amount: number;
                cardId: string;
                id: string;
                /** @enum {string} */
                status: "NEEDS_RESPONSE" | "UNDER_REVIEW" | "WON" | "LOST" | "ACCEPTED";
            }[];
            feeAmount: number;
            history: components["schemas"]["PaymentHistoryEntry"][];
            /** @enum {string} */
            legConfirmation: "none" | "gateway";
            /** @description The split as legs, one per card charge; empty when declined */
            legs: components["schemas"]["PaymentLeg"][];
            /** @enum {string} */
            mode: "test" | "live";
            refunds: components["schemas"]["Refund"][];
            /** @enum {string} */
            refundStatus: "none" | "partial" | "full";
            splits: {
                amount: number;
                /**
                 * @description Card scheme
                 * @enum {string}
                 */
                brand: "VISA" | "MASTERCARD" | "AMEX" | "DISCOVER";
                cardId: string;
                last4: string;
                /** @description Minor units, 2 decimals */
                reward: number;
            }[];
            /** @enum {string} */
            status: "REQUIRES_AUTHORISATION" | "AUTHORISED" | "COMPLETED" | "FAILED" | "CANCELED" | "DECLINED";
            /** @description Minor units, 2 decimals */
            totalReward: number;
            /** @example txn_8fK2mQ9xZp4LwT7v */
            transactionId: string;
        };
        PaymentDetailInput: {
            amount: number;
            /** @description Pence captured so far */
            amountCaptured: number;
            /** @description Pence refunded so far (succeeded and pending refunds) */
            amountRefunded: number;
            cancelReason: ("requested_by_customer" | "abandoned" | "duplicate" | "fraudulent" | "expired") | null;
            /** @enum {string} */
            captureMethod: "automatic" | "manual";
            category: string;
            /** @description ISO-8601 */
            createdAt: string;
            /** @constant */
            currency: "GBP";
            customerEmail: string;
            declinedCards: {
                cardId: string;
                /** @enum {string} */
                reason: "EXPIRED" | "BLOCKED_BIN" | "INSUFFICIENT_FUNDS";
            }[];
            /** @description Why a DECLINED payment was declined, or LEG_DECLINED when a FAILED one ran out of cards */
            declineReason: ("VELOCITY_LIMIT" | "NO_VIABLE_CARD" | "INSUFFICIENT_FUNDS" | "LEG_DECLINED") | null;
            disputes: {
                amount: number;
                cardId: string;
                id: string;
                /** @enum {string} */
                status: "NEEDS_RESPONSE" | "UNDER_REVIEW" | "WON" | "LOST" | "ACCEPTED";
            }[];
            feeAmount: number;
            history: components["schemas"]["PaymentHistoryEntryInput"][];
            /** @enum {string} */
            legConfirmation: "none" | "gateway";
            /** @description The split as legs, one per card charge; empty when declined */
            legs: components["schemas"]["PaymentLegInput"][];
            /** @enum {string} */
            mode: "test" | "live";
            refunds: components["schemas"]["RefundInput"][];
            /** @enum {string} */
            refundStatus: "none" | "partial" | "full";
            splits: {
                amount: number;
                /**
                 * @description Card scheme
                 * @enum {string}
                 */
                brand: "VISA" | "MASTERCARD" | "AMEX" | "DISCOVER";
                cardId: string;
                last4: string;
                /** @description Minor units, 2 decimals */
                reward: number;
            }[];
            /** @enum {string} */
            status: "REQUIRES_AUTHORISATION" | "AUTHORISED" | "COMPLETED" | "FAILED" | "CANCELED" | "DECLINED";
            /** @description Minor units, 2 decimals */
            totalReward: number;
            /** @example txn_8fK2mQ9xZp4LwT7v */
            transactionId: string;
        };
        PaymentHistoryEntry: {
            at: string;
            /** @description What moved it: created, authorisation_report, resplit, capture, cancel, expired, refund */
            cause: string;
            from: string | null;
            note: string | null;
            /** @enum {string} */
            subject: "payment" | "leg" | "refund";
            /** @description The payment, leg or refund id */
            subjectId: string;
            to: string;
        };
        PaymentHistoryEntryInput: {
            at: string;
            /** @description What moved it: created, authorisation_report, resplit, capture, cancel, expired, refund */
            cause: string;
            from: string | null;
            note: string | null;
            /** @enum {string} */
            subject: "payment" | "leg" | "refund";
            /** @description The payment, leg or refund id */
            subjectId: string;
            to: string;
        };
        PaymentInput: {
            amount: number;
            /** @description Pence captured so far */
            amountCaptured: number;
            /** @description Pence refunded so far (succeeded and pending refunds) */
            amountRefunded: number;
            cancelReason: ("requested_by_customer" | "abandoned" | "duplicate" | "fraudulent" | "expired") | null;
            /** @enum {string} */
            captureMethod: "automatic" | "manual";
            category: string;
            /** @description ISO-8601 */
            createdAt: string;
            /** @constant */
            currency: "GBP";
            customerEmail: string;
            declinedCards: {
                cardId: string;
                /** @enum {string} */
                reason: "EXPIRED" | "BLOCKED_BIN" | "INSUFFICIENT_FUNDS";
            }[];
            /** @description Why a DECLINED payment was declined, or LEG_DECLINED when a FAILED one ran out of cards */
            declineReason: ("VELOCITY_LIMIT" | "NO_VIABLE_CARD" | "INSUFFICIENT_FUNDS" | "LEG_DECLINED") | null;
            feeAmount: number;
            /** @enum {string} */
            legConfirmation: "none" | "gateway";
            /** @description The split as legs, one per card charge; empty when declined */
            legs: components["schemas"]["PaymentLegInput"][];
            /** @enum {string} */
            mode: "test" | "live";
            /** @enum {string} */
            refundStatus: "none" | "partial" | "full";
            splits: {
                amount: number;
                /**
                 * @description Card scheme
                 * @enum {string}
                 */
                brand: "VISA" | "MASTERCARD" | "AMEX" | "DISCOVER";
                cardId: string;
                last4: string;
                /** @description Minor units, 2 decimals */
                reward: number;
            }[];
            /** @enum {string} */
            status: "REQUIRES_AUTHORISATION" | "AUTHORISED" | "COMPLETED" | "FAILED" | "CANCELED" | "DECLINED";
            /** @description Minor units, 2 decimals */
            totalReward: number;
            /** @example txn_8fK2mQ9xZp4LwT7v */
            transactionId: string;
        };
        PaymentLeg: {
            /** @description Pence asked of this card */
            amount: number;
            amountAuthorised: number;
            amountCaptured: number;
            amountRefunded: number;
            /** @enum {string} */
            brand: "VISA" | "MASTERCARD" | "AMEX" | "DISCOVER";
            cardId: string;
            declineCode: string | null;
            /** @example leg_3hT9qLw2Zr8mXc4v */
            id: string;
            last4: string;
            /** @description The gateway's reference for this charge, as reported */
            processorReference: string | null;
            /** @description Minor units, 2 decimals */
            reward: number;
            /** @enum {string} */
            status: "PENDING" | "AUTHORISED" | "CAPTURED" | "DECLINED" | "VOIDED";
        };
        PaymentLegInput: {
            /** @description Pence asked of this card */
            amount: number;
            amountAuthorised: number;
            amountCaptured: number;
            amountRefunded: number;
            /** @enum {string} */
            brand: "VISA" | "MASTERCARD" | "AMEX" | "DISCOVER";
            cardId: string;
            declineCode: string | null;
            /** @example leg_3hT9qLw2Zr8mXc4v */
            id: string;
            last4: string;
            /** @description The gateway's reference for this charge, as reported */
            processorReference: string | null;
            /** @description Minor units, 2 decimals */
            reward: number;
            /** @enum {string} */
            status: "PENDING" | "AUTHORISED" | "CAPTURED" | "DECLINED" | "VOIDED";
        };
        PaymentLifecycleAnswer: {
            payment: components["schemas"]["Payment"];
            /** @description Set when a decline or partial authorisation was re-split */
            resplit: components["schemas"]["Resplit"] | null;
            /** @description Processor references of authorisations you must now void */
            voidReferences: string[];
        };
        PaymentLifecycleAnswerInput: {
            payment: components["schemas"]["PaymentInput"];
            /** @description Set when a decline or partial authorisation was re-split */
            resplit: components["schemas"]["ResplitInput"] | null;
            /** @description Processor references of authorisations you must now void */
            voidReferences: string[];
        };
        PaymentList: {
            nextCursor: string | null;
            transactions: components["schemas"]["Payment"][];
        };
        PaymentListInput: {
            nextCursor: string | null;
            transactions: components["schemas"]["PaymentInput"][];
        };
        Payout: {
            /** @description What is paid, in pence */
            amount: number;
            bankAccountLast4: string | null;
            createdAt: string;
            /** @constant */
            currency: "GBP";
            failureReason: string | null;
            /** @description po_... */
            id: string;
            paymentCount: number;
            /** @description Payments completed up to this moment (less the payout delay) are covered */
            periodEnd: string;
            /** @enum {string} */
            status: "PENDING" | "PROCESSING" | "PAID" | "FAILED";
            updatedAt: string;
        };
        PayoutInput: {
            /** @description What is paid, in pence */
            amount: number;
            bankAccountLast4: string | null;
            createdAt: string;
            /** @constant */
            currency: "GBP";
            failureReason: string | null;
            /** @description po_... */
            id: string;
            paymentCount: number;
            /** @description Payments completed up to this moment (less the payout delay) are covered */
            periodEnd: string;
            /** @enum {string} */
            status: "PENDING" | "PROCESSING" | "PAID" | "FAILED";
            updatedAt: string;
        };
        PlatformSettings: {
            /** @description Hours an authorised payment waits for capture before it is canceled as expired (default 168) */
            authorisationValidityHours: number;
            autoApproveEnabled: boolean;
            /** @description Percent, e.g. 0.5 for 0.5% */
            defaultFeePercent: number;
            /** @description Fee debited from the merchant when a dispute is lost or accepted, in pence (default 1500) */
            disputeFee: number;
            /** @description Whole pounds */
            maxTransactionAmount: number;
            /** @description Whole pounds */
            minTransactionAmount: number;
            /** @description Days after a payment completes before its funds are paid out (Net 7 by default) */
            payoutDelayDays: number;
            /**
             * @description retain (default): a refund keeps the platform fee; proportional: it returns the fee’s share
             * @enum {string}
             */
            refundFeePolicy: "retain" | "proportional";
            /** @description Admins without two-factor sign-in must set it up at their next sign-in */
            requireAdminMfa: boolean;
        };
        PlatformSettingsInput: {
            /** @description Hours an authorised payment waits for capture before it is canceled as expired (default 168) */
            authorisationValidityHours: number;
            autoApproveEnabled: boolean;
            /** @description Percent, e.g. 0.5 for 0.5% */
            defaultFeePercent: number;
            /** @description Fee debited from the merchant when a dispute is lost or accepted, in pence (default 1500) */
            disputeFee: number;
            /** @description Whole pounds */
            maxTransactionAmount: number;
            /** @description Whole pounds */
            minTransactionAmount: number;
            /** @description Days after a payment completes before its funds are paid out (Net 7 by default) */
            payoutDelayDays: number;
            /**
             * @description retain (default): a refund keeps the platform fee; proportional: it returns the fee’s share
             * @enum {string}
             */
            refundFeePolicy: "retain" | "proportional";
            /** @description Admins without two-factor sign-in must set it up at their next sign-in */
            requireAdminMfa: boolean;
        };
        /**
         * @example {
         *       "amount": 12550,
         *       "currency": "GBP",
         *       "customerEmail": "jo@shop.example",
         *       "category": "groceries",
         *       "maxSplits": 3,
         *       "cards": [
         *         {
         *           "id": "card_a",
         *           "brand": "VISA",
         *           "last4": "4242",
         *           "bin": "424242",
         *           "expMonth": 12,
         *           "expYear": 2028,
         *           "available": 10000,
         *           "rewardRate": 0.01,
         *           "categoryRates": {
         *             "groceries": 0.03
         *           },
         *           "rewardCap": 150,
         *           "rateAfterCap": 0.005
         *         },
         *         {
         *           "id": "card_b",
         *           "brand": "AMEX",
         *           "last4": "0005",
         *           "expMonth": 6,
         *           "expYear": 2029,
         *           "available": 50000,
         *           "rewardRate": 0.015
         *         }
         *       ]
         *     }
         */
        ProcessPaymentRequest: {
            /** @description Payment amount in minor units (pence); within the platform minimum and maximum */
            amount: number;
            /**
             * @description automatic (default): capture once every leg is authorised. manual: wait for a capture call, e.g. on shipment
             * @enum {string}
             */
            captureMethod?: "automatic" | "manual";
            /** @description The customer's cards, 1 to 20, with unique ids */
            cards: components["schemas"]["PaymentCard"][];
            /**
             * @description Spending category used to pick each card's categoryRates; default "general"
             * @default general
             */
            category: string;
            /**
             * @description Only GBP for now
             * @constant
             */
            currency: "GBP";
            /**
             * Format: email
             * @description The paying customer; compared case-insensitively for the velocity rule
             */
            customerEmail: string;
            /**
             * @description none (default): the legs count as authorised at once. gateway: each leg waits for your report of its authorisation
             * @enum {string}
             */
            legConfirmation?: "none" | "gateway";
            /**
             * @description Most cards the payment may be split across (1-5, default 3)
             * @default 3
             */
            maxSplits: number;
        };
        /**
         * @example {
         *       "amount": 12550,
         *       "currency": "GBP",
         *       "customerEmail": "jo@shop.example",
         *       "category": "groceries",
         *       "maxSplits": 3,
         *       "cards": [
         *         {
         *           "id": "card_a",
         *           "brand": "VISA",
         *           "last4": "4242",
         *           "bin": "424242",
         *           "expMonth": 12,
         *           "expYear": 2028,
         *           "available": 10000,
         *           "rewardRate": 0.01,
         *           "categoryRates": {
         *             "groceries": 0.03
         *           },
         *           "rewardCap": 150,
         *           "rateAfterCap": 0.005
         *         },
         *         {
         *           "id": "card_b",
         *           "brand": "AMEX",
         *           "last4": "0005",
         *           "expMonth": 6,
         *           "expYear": 2029,
         *           "available": 50000,
         *           "rewardRate": 0.015
         *         }
         *       ]
         *     }
         */
        ProcessPaymentRequestInput: {
            /** @description Payment amount in minor units (pence); within the platform minimum and maximum */
            amount: number;
            /**
             * @description automatic (default): capture once every leg is authorised. manual: wait for a capture call, e.g. on shipment
             * @enum {string}
             */
            captureMethod?: "automatic" | "manual";
            /** @description The customer's cards, 1 to 20, with unique ids */
            cards: components["schemas"]["PaymentCardInput"][];
            /**
             * @description Spending category used to pick each card's categoryRates; default "general"
             * @default general
             */
            category?: string;
            /**
             * @description Only GBP for now
             * @constant
             */
            currency: "GBP";
            /** @description The paying customer; compared case-insensitively for the velocity rule */
            customerEmail: string;
            /**
             * @description none (default): the legs count as authorised at once. gateway: each leg waits for your report of its authorisation
             * @enum {string}
             */
            legConfirmation?: "none" | "gateway";
            /**
             * @description Most cards the payment may be split across (1-5, default 3)
             * @default 3
             */
            maxSplits?: number;
        };
        PublicRetention: {
            retention: components["schemas"]["RetentionPeriods"];
        };
        PublicRetentionInput: {
            retention: components["schemas"]["RetentionPeriodsInput"];
        };
        Refund: {
            /** @description keep_most_reward, pro_rata, last_leg_first or explicit */
            allocation: string;
            amount: number;
            createdAt: string;
            /** @description Pence of the platform fee returned (refundFeePolicy proportional) */
            feeReturned: number;
            /** @example re_7Lq2Wm9XzR4pT8vK */
            id: string;
            legs: components["schemas"]["RefundLeg"][];
            paymentId: string;
            /** @enum {string} */
            reason: "requested_by_customer" | "duplicate" | "fraudulent" | "other";
            /** @enum {string} */
            status: "PENDING" | "SUCCEEDED" | "PARTIALLY_SUCCEEDED" | "FAILED";
        };
        RefundInput: {
            /** @description keep_most_reward, pro_rata, last_leg_first or explicit */
            allocation: string;
            amount: number;
            createdAt: string;
            /** @description Pence of the platform fee returned (refundFeePolicy proportional) */
            feeReturned: number;
            /** @example re_7Lq2Wm9XzR4pT8vK */
            id: string;
            legs: components["schemas"]["RefundLegInput"][];
            paymentId: string;
            /** @enum {string} */
            reason: "requested_by_customer" | "duplicate" | "fraudulent" | "other";
            /** @enum {string} */
            status: "PENDING" | "SUCCEEDED" | "PARTIALLY_SUCCEEDED" | "FAILED";
        };
        RefundLeg: {
            amount: number;
            cardId: string;
            failureReason: string | null;
            legId: string;
            /** @description Reward the customer loses on this card, minor units, 2 decimals */
            rewardReversed: number;
            /** @enum {string} */
            status: "PENDING" | "SUCCEEDED" | "FAILED";
        };
        RefundLegInput: {
            amount: number;
            cardId: string;
            failureReason: string | null;
            legId: string;
            /** @description Reward the customer loses on this card, minor units, 2 decimals */
            rewardReversed: number;
            /** @enum {string} */
            status: "PENDING" | "SUCCEEDED" | "FAILED";
        };
        RefundLegResult: {
            /** @enum {string} */
            outcome: "SUCCEEDED" | "FAILED";
            /** @description Why the processor refused it (FAILED) */
            reason?: string;
        };
        RefundLegResultInput: {
            /** @enum {string} */
            outcome: "SUCCEEDED" | "FAILED";
            /** @description Why the processor refused it (FAILED) */
            reason?: string;
        };
        RefundList: {
            refunds: components["schemas"]["Refund"][];
        };
        RefundListInput: {
            refunds: components["schemas"]["RefundInput"][];
        };
        RefundPage: {
            /** @description Pass as cursor to get the next page; null on the last page */
            nextCursor: string | null;
            refunds: components["schemas"]["Refund"][];
        };
        RefundPageInput: {
            /** @description Pass as cursor to get the next page; null on the last page */
            nextCursor: string | null;
            refunds: components["schemas"]["RefundInput"][];
        };
        RefundPreview: {
            amount: number;
            options: {
                /** @enum {string} */
                allocation: "keep_most_reward" | "pro_rata" | "last_leg_first";
                legs: {
                    amount: number;
                    cardId: string;
                    legId: string;
                    /** @description Reward the customer loses on this card, minor units, 2 decimals */
                    rewardReversed: number;
                }[];
                rewardReversed: number;
            }[];
            refundable: number;
        };
        RefundPreviewInput: {
            amount: number;
            options: {
                /** @enum {string} */
                allocation: "keep_most_reward" | "pro_rata" | "last_leg_first";
                legs: {
                    amount: number;
                    cardId: string;
                    legId: string;
                    /** @description Reward the customer loses on this card, minor units, 2 decimals */
                    rewardReversed: number;
                }[];
                rewardReversed: number;
            }[];
            refundable: number;
        };
        Resplit: {
            /** @description Legs to authorise now, on the customer’s other cards */
            newLegs: components["schemas"]["PaymentLeg"][];
            /** @description Reward (minor units, 2 decimals) lost compared with the original split */
            rewardLost: number;
            /** @description Pence the declined or partly authorised leg left uncovered */
            shortfall: number;
        };
        ResplitInput: {
            /** @description Legs to authorise now, on the customer’s other cards */
            newLegs: components["schemas"]["PaymentLegInput"][];
            /** @description Reward (minor units, 2 decimals) lost compared with the original split */
            rewardLost: number;
            /** @description Pence the declined or partly authorised leg left uncovered */
            shortfall: number;
        };
        /** @description Days each category is kept */
        RetentionPeriods: {
            apiRequestLogs: number;
            contactEnquiries: number;
            emailOutbox: number;
            rejectedDocumentFiles: number;
            sessionsAndTokens: number;
            webhookDeliveries: number;
        };
        /** @description Days each category is kept */
        RetentionPeriodsInput: {
            apiRequestLogs: number;
            contactEnquiries: number;
            emailOutbox: number;
            rejectedDocumentFiles: number;
            sessionsAndTokens: number;
            webhookDeliveries: number;
        };
        RetentionRun: {
            counts: {
                [key: string]: number;
            };
            finishedAt: string | null;
            id: string;
            periods: {
                [key: string]: number;
            };
            startedAt: string;
            /** @enum {string} */
            trigger: "SCHEDULE" | "ADMIN";
            triggeredByEmail: string | null;
        };
        RetentionRunInput: {
            counts: {
                [key: string]: number;
            };
            finishedAt: string | null;
            id: string;
            periods: {
                [key: string]: number;
            };
            startedAt: string;
            /** @enum {string} */
            trigger: "SCHEDULE" | "ADMIN";
            triggeredByEmail: string | null;
        };
        RevealedVerificationDetails: {
            bankAccountNumber?: string;
            bankSortCode?: string;
            /** @description The values revealed, as audited */
            fields: ("bankAccountNumber" | "bankSortCode" | "taxId")[];
            merchantId: string;
            taxId?: string;
        };
        RevealedVerificationDetailsInput: {
            bankAccountNumber?: string;
            bankSortCode?: string;
            /** @description The values revealed, as audited */
            fields: ("bankAccountNumber" | "bankSortCode" | "taxId")[];
            merchantId: string;
            taxId?: string;
        };
        SandboxSimulation: {
            amount: number;
            category: string;
            /** @constant */
            currency: "GBP";
            declinedCards: {
                cardId: string;
                /** @enum {string} */
                reason: "EXPIRED" | "BLOCKED_BIN" | "INSUFFICIENT_FUNDS";
            }[];
            declineReason: ("NO_VIABLE_CARD" | "INSUFFICIENT_FUNDS") | null;
            explanation: {
                /** @description The whole payment on the one viable card that earns most; null when no card can take it alone */
                bestSingleCard: {
                    /** @description Minor units, 2 decimals */
                    reward: number;
                    splits: {
                        amount: number;
                        cardId: string;
                        /** @description Minor units, 2 decimals */
                        reward: number;
                    }[];
                } | null;
                /** @description Every card in the order sent */
                cards: {
                    /** @description What the split puts on the card */
                    amount: number;
                    /** @description Spend past the cap, minor units, 2 decimals */
                    amountAfterCap: number;
                    /** @enum {string} */
                    brand: "VISA" | "MASTERCARD" | "AMEX" | "DISCOVER";
                    /** @description Spend (minor units, 2 decimals) at which the cap is used up; null when it never is */
                    capReachedAt: number | null;
                    cardId: string;
                    declineReason: ("EXPIRED" | "BLOCKED_BIN" | "INSUFFICIENT_FUNDS") | null;
                    last4: string;
                    /** @description The card's reward fraction for the payment's category */
                    rate: number;
                    /** @description The fraction earned past the cap; null without a cap */
                    rateAfterCap: number | null;
                    /**
                     * @description Whether the rate came from categoryRates or the base rewardRate
                     * @enum {string}
                     */
                    rateSource: "CATEGORY" | "BASE";
                    /** @description Minor units, 2 decimals */
                    reward: number;
                    rewardCap: number | null;
                    /** @description What the cap costs on this split */
                    rewardLostToCap: number;
                    /** @description What the amount would earn at the rate with no cap */
                    rewardWithoutCap: number;
                    /**
                     * @description Whether the split uses the card, leaves it out, or the card was set aside
                     * @enum {string}
                     */
                    use: "USED" | "NOT_USED" | "DECLINED";
                }[];
                /** @description The payment shared in proportion to available balances over the viable cards with the largest balances (at most maxSplits, shares under 100 dropped); null when that makes no valid split */
                naiveSplit: {
                    /** @description Minor units, 2 decimals */
                    reward: number;
                    splits: {
                        amount: number;
                        cardId: string;
                        /** @description Minor units, 2 decimals */
                        reward: number;
                    }[];
                } | null;
                /** @description Minor units, 2 decimals */
                optimalReward: number;
                upliftOverBestSingleCard: {
                    /** @description The split's reward less the baseline's (minor units, 2 decimals) */
                    amount: number;
                    /** @description As a percentage of the baseline's reward, 2 decimals; null when the baseline earns nothing (to 2 decimals) */
                    percent: number | null;
                } | null;
                upliftOverNaiveSplit: {
                    /** @description The split's reward less the baseline's (minor units, 2 decimals) */
                    amount: number;
                    /** @description As a percentage of the baseline's reward, 2 decimals; null when the baseline earns nothing (to 2 decimals) */
                    percent: number | null;
                } | null;
            };
            feeAmount: number;
            maxSplits: number;
            /** @description What the payment API would answer for this body (201 or 402), velocity aside */
            paymentApiStatus: number;
            splits: {
                amount: number;
                /**
                 * @description Card scheme
                 * @enum {string}
                 */
                brand: "VISA" | "MASTERCARD" | "AMEX" | "DISCOVER";
                cardId: string;
                last4: string;
                /** @description Minor units, 2 decimals */
                reward: number;
            }[];
            /** @enum {string} */
            status: "COMPLETED" | "DECLINED";
            /** @description Minor units, 2 decimals */
            totalReward: number;
        };
        SandboxSimulationInput: {
            amount: number;
            category: string;
            /** @constant */
            currency: "GBP";
            declinedCards: {
                cardId: string;
                /** @enum {string} */
                reason: "EXPIRED" | "BLOCKED_BIN" | "INSUFFICIENT_FUNDS";
            }[];
            declineReason: ("NO_VIABLE_CARD" | "INSUFFICIENT_FUNDS") | null;
            explanation: {
                /** @description The whole payment on the one viable card that earns most; null when no card can take it alone */
                bestSingleCard: {
                    /** @description Minor units, 2 decimals */
                    reward: number;
                    splits: {
                        amount: number;
                        cardId: string;
                        /** @description Minor units, 2 decimals */
                        reward: number;
                    }[];
                } | null;
                /** @description Every card in the order sent */
                cards: {
                    /** @description What the split puts on the card */
                    amount: number;
                    /** @description Spend past the cap, minor units, 2 decimals */
                    amountAfterCap: number;
                    /** @enum {string} */
                    brand: "VISA" | "MASTERCARD" | "AMEX" | "DISCOVER";
                    /** @description Spend (minor units, 2 decimals) at which the cap is used up; null when it never is */
                    capReachedAt: number | null;
                    cardId: string;
                    declineReason: ("EXPIRED" | "BLOCKED_BIN" | "INSUFFICIENT_FUNDS") | null;
                    last4: string;
                    /** @description The card's reward fraction for the payment's category */
                    rate: number;
                    /** @description The fraction earned past the cap; null without a cap */
                    rateAfterCap: number | null;
                    /**
                     * @description Whether the rate came from categoryRates or the base rewardRate
                     * @enum {string}
                     */
                    rateSource: "CATEGORY" | "BASE";
                    /** @description Minor units, 2 decimals */
                    reward: number;
                    rewardCap: number | null;
                    /** @description What the cap costs on this split */
                    rewardLostToCap: number;
                    /** @description What the amount would earn at the rate with no cap */
                    rewardWithoutCap: number;
                    /**
                     * @description Whether the split uses the card, leaves it out, or the card was set aside
                     * @enum {string}
                     */
                    use: "USED" | "NOT_USED" | "DECLINED";
                }[];
                /** @description The payment shared in proportion to available balances over the viable cards with the largest balances (at most maxSplits, shares under 100 dropped); null when that makes no valid split */
                naiveSplit: {
                    /** @description Minor units, 2 decimals */
                    reward: number;
                    splits: {
                        amount: number;
                        cardId: string;
                        /** @description Minor units, 2 decimals */
                        reward: number;
                    }[];
                } | null;
                /** @description Minor units, 2 decimals */
                optimalReward: number;
                upliftOverBestSingleCard: {
                    /** @description The split's reward less the baseline's (minor units, 2 decimals) */
                    amount: number;
                    /** @description As a percentage of the baseline's reward, 2 decimals; null when the baseline earns nothing (to 2 decimals) */
                    percent: number | null;
                } | null;
                upliftOverNaiveSplit: {
                    /** @description The split's reward less the baseline's (minor units, 2 decimals) */
                    amount: number;
                    /** @description As a percentage of the baseline's reward, 2 decimals; null when the baseline earns nothing (to 2 decimals) */
                    percent: number | null;
                } | null;
            };
            feeAmount: number;
            maxSplits: number;
            /** @description What the payment API would answer for this body (201 or 402), velocity aside */
            paymentApiStatus: number;
            splits: {
                amount: number;
                /**
                 * @description Card scheme
                 * @enum {string}
                 */
                brand: "VISA" | "MASTERCARD" | "AMEX" | "DISCOVER";
                cardId: string;
                last4: string;
                /** @description Minor units, 2 decimals */
                reward: number;
            }[];
            /** @enum {string} */
            status: "COMPLETED" | "DECLINED";
            /** @description Minor units, 2 decimals */
            totalReward: number;
        };
        StaffInvitation: {
            /** @description ISO-8601 */
            createdAt: string;
            email: string;
            /** @description ISO-8601 */
            expiresAt: string;
            id: string;
            invitedByEmail: string | null;
            /** @enum {string} */
            role: "SUPER_ADMIN" | "OPERATIONS" | "COMPLIANCE" | "FINANCE" | "SUPPORT";
        };
        StaffInvitationInput: {
            /** @description ISO-8601 */
            createdAt: string;
            email: string;
            /** @description ISO-8601 */
            expiresAt: string;
            id: string;
            invitedByEmail: string | null;
            /** @enum {string} */
            role: "SUPER_ADMIN" | "OPERATIONS" | "COMPLIANCE" | "FINANCE" | "SUPPORT";
        };
        StaffMember: {
            /** @description ISO-8601 */
            createdAt: string;
            deactivatedAt: string | null;
            email: string;
            id: string;
            lastSignInAt: string | null;
            /** @description Two-factor sign-in is on */
            mfaEnabled: boolean;
            /** @enum {string} */
            role: "SUPER_ADMIN" | "OPERATIONS" | "COMPLIANCE" | "FINANCE" | "SUPPORT";
        };
        StaffMemberInput: {
            /** @description ISO-8601 */
            createdAt: string;
            deactivatedAt: string | null;
            email: string;
            id: string;
            lastSignInAt: string | null;
            /** @description Two-factor sign-in is on */
            mfaEnabled: boolean;
            /** @enum {string} */
            role: "SUPER_ADMIN" | "OPERATIONS" | "COMPLIANCE" | "FINANCE" | "SUPPORT";
        };
        SystemHealth: {
            /** @description ISO-8601 */
            checkedAt: string;
            checks: components["schemas"]["HealthCheck"][];
            /** @description Null when the database could not be read */
            database: {
                connectionsInUse: number;
                longestQuerySeconds: number | null;
                maxConnections: number;
                serverVersion: string;
                sizeBytes: number;
            } | null;
            instances: components["schemas"]["InstanceHealth"][];
            queues: {
                emailOutbox: {
                    oldestPendingSeconds: number | null;
                    pending: number;
                };
                webhooks: {
                    oldestPendingSeconds: number | null;
                    pending: number;
                };
            } | null;
            staleAfterSeconds: number;
            /** @enum {string} */
            status: "ok" | "degraded" | "down";
        };
        SystemHealthInput: {
            /** @description ISO-8601 */
            checkedAt: string;
            checks: components["schemas"]["HealthCheckInput"][];
            /** @description Null when the database could not be read */
            database: {
                connectionsInUse: number;
                longestQuerySeconds: number | null;
                maxConnections: number;
                serverVersion: string;
                sizeBytes: number;
            } | null;
            instances: components["schemas"]["InstanceHealthInput"][];
            queues: {
                emailOutbox: {
                    oldestPendingSeconds: number | null;
                    pending: number;
                };
                webhooks: {
                    oldestPendingSeconds: number | null;
                    pending: number;
                };
            } | null;
            staleAfterSeconds: number;
            /** @enum {string} */
            status: "ok" | "degraded" | "down";
        };
        SystemInfo: {
            /** @enum {string} */
            database: "embedded" | "external";
            /** @description NODE_ENV of the server, e.g. production */
            environment: string;
            /** @constant */
            name: "SmartSplit";
            uptimeSeconds: number;
            /** @description From package.json */
            version: string;
        };
        SystemInfoInput: {
            /** @enum {string} */
            database: "embedded" | "external";
            /** @description NODE_ENV of the server, e.g. production */
            environment: string;
            /** @constant */
            name: "SmartSplit";
            uptimeSeconds: number;
            /** @description From package.json */
            version: string;
        };
        TeamInvitation: {
            /** @description ISO-8601 */
            createdAt: string;
            email: string;
            /** @description ISO-8601: the link stops working then */
            expiresAt: string;
            id: string;
            /** @description Name of the member who sent it, when they are still on the team */
            invitedBy: string | null;
            /** @enum {string} */
            role: "OWNER" | "ADMIN" | "DEVELOPER" | "ANALYST";
        };
        TeamInvitationInput: {
            /** @description ISO-8601 */
            createdAt: string;
            email: string;
            /** @description ISO-8601: the link stops working then */
            expiresAt: string;
            id: string;
            /** @description Name of the member who sent it, when they are still on the team */
            invitedBy: string | null;
            /** @enum {string} */
            role: "OWNER" | "ADMIN" | "DEVELOPER" | "ANALYST";
        };
        TeamMember: {
            /** @description ISO-8601: when they joined */
            createdAt: string;
            email: string;
            id: string;
            /** @description The signed-in user */
            isYou: boolean;
            name: string;
            /** @enum {string} */
            role: "OWNER" | "ADMIN" | "DEVELOPER" | "ANALYST";
        };
        TeamMemberInput: {
            /** @description ISO-8601: when they joined */
            createdAt: string;
            email: string;
            id: string;
            /** @description The signed-in user */
            isYou: boolean;
            name: string;
            /** @enum {string} */
            role: "OWNER" | "ADMIN" | "DEVELOPER" | "ANALYST";
        };
        VerificationDocument: {
            /** @enum {string} */
            documentType: "COMPANY_REGISTRATION" | "TAX_CERTIFICATE" | "BANK_STATEMENT" | "DIRECTOR_ID" | "PROOF_OF_ADDRESS";
            /** @description Sanitised original file name (metadata only) */
            fileName: string;
            id: string;
            reviewNotes: string | null;
            /** @enum {string} */
            status: "PENDING" | "APPROVED" | "REJECTED";
            /** @description ISO 8601 */
            uploadedAt: string;
        };
        VerificationDocumentInput: {
            /** @enum {string} */
            documentType: "COMPANY_REGISTRATION" | "TAX_CERTIFICATE" | "BANK_STATEMENT" | "DIRECTOR_ID" | "PROOF_OF_ADDRESS";
            /** @description Sanitised original file name (metadata only) */
            fileName: string;
            id: string;
            reviewNotes: string | null;
            /** @enum {string} */
            status: "PENDING" | "APPROVED" | "REJECTED";
            /** @description ISO 8601 */
            uploadedAt: string;
        };
        WebhookAttempt: {
            at: string;
            durationMs: number;
            error: string | null;
            /** @description The first 1 KB of the answer */
            responseExcerpt: string | null;
            responseStatus: number | null;
        };
        WebhookAttemptInput: {
            at: string;
            durationMs: number;
            error: string | null;
            /** @description The first 1 KB of the answer */
            responseExcerpt: string | null;
            responseStatus: number | null;
        };
        WebhookDelivery: {
            attempts: components["schemas"]["WebhookAttempt"][];
            createdAt: string;
            endpointId: string;
            eventId: string;
            eventType: string;
            id: string;
            nextAttemptAt: string | null;
            /** @enum {string} */
            status: "PENDING" | "RETRYING" | "SUCCEEDED" | "FAILED";
        };
        WebhookDeliveryInput: {
            attempts: components["schemas"]["WebhookAttemptInput"][];
            createdAt: string;
            endpointId: string;
            eventId: string;
            eventType: string;
            id: string;
            nextAttemptAt: string | null;
            /** @enum {string} */
            status: "PENDING" | "RETRYING" | "SUCCEEDED" | "FAILED";
        };
        WebhookEndpoint: {
            createdAt: string;
            description: string | null;
            /** @description Why SmartSplit disabled it (410 Gone, or 5 days of failures); null otherwise */
            disabledReason: string | null;
            enabledEvents: string[];
            id: string;
            /** @enum {string} */
            mode: "test" | "live";
            /** @description Until then, deliveries are also signed with the previous secret */
            previousSecretExpiresAt: string | null;
            secretRolledAt: string | null;
            /** @enum {string} */
            status: "ENABLED" | "DISABLED";
            updatedAt: string;
            url: string;
        };
        WebhookEndpointInput: {
            createdAt: string;
            description: string | null;
            /** @description Why SmartSplit disabled it (410 Gone, or 5 days of failures); null otherwise */
            disabledReason: string | null;
            enabledEvents: string[];
            id: string;
            /** @enum {string} */
            mode: "test" | "live";
            /** @description Until then, deliveries are also signed with the previous secret */
            previousSecretExpiresAt: string | null;
            secretRolledAt: string | null;
            /** @enum {string} */
            status: "ENABLED" | "DISABLED";
            updatedAt: string;
            url: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
