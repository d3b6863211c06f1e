/**
 * Generated from SmartSplit's OpenAPI document by openapi-typescript: do not edit.
 * Regenerate with `npm run sdk:types`; a test fails while this file is stale.
 */

export interface paths {
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
         * @description Chooses integer split amounts over viable cards that sum to `amount`, use at most `maxSplits` cards, respect each card's `available`, give each used card at least 100 minor units, and maximise the total reward. Answers 201 for COMPLETED and 402 for DECLINED with the same body. With `legConfirmation: gateway` the payment answers 201 as REQUIRES_AUTHORISATION and waits for your report of each leg; with `captureMethod: manual` it answers 201 as AUTHORISED (once its legs are authorised) and waits for a capture (see the Payment lifecycle endpoints). Send `Idempotency-Key` (1-255 characters) to retry safely: the same key and body replays the first answer with `Idempotent-Replayed: true`.
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
         *     With `declineCardId` (one of the body's card ids) the answer's `resplit` shows what the payment lifecycle would do if the gateway declined that card's leg: the leg's amount re-split across the other cards (never the declined one; the legs that stand kept, `maxSplits` as sent), the new legs, whether they cover it (if not, the payment would FAIL) and the reward lost.
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
                    "application/json": components["schemas"]["SandboxSimulationRequestInput"];
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
    "/api/merchant/stream/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live events (Server-Sent Events)
         * @description Each stored event of the key’s merchant and mode as `event` frames (data: the Event), optionally of some `types` only. A text/event-stream of the key’s own mode only, from whichever instance it connects to. Each item has its id as the SSE `id`; reconnect with `Last-Event-ID` (or `since`) to get what was stored after it first (at most 500; `ready` says `more: true` when there were more). `ready` (`{ replayed, more }`) marks the end of the replay. A comment every 15 seconds keeps it open; revoking the key ends it. Each instance keeps at most API_STREAMS_PER_MERCHANT (10) streams open per merchant: one more is 429 with Retry-After.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Replay the events stored after this one first (as the Last-Event-ID header does) */
                    since?: string;
                    /** @description Comma-separated event types to stream, e.g. payment.completed,refund.succeeded; all types when absent */
                    types?: string;
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
    "/api/merchant/stream/request-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live request log (Server-Sent Events)
         * @description Each request made with the merchant’s keys of this mode as `request` frames (data: the ApiRequest), filtered by `status` and `path` as the request log list is. Entries arrive within about a second. A text/event-stream of the key’s own mode only, from whichever instance it connects to. Each item has its id as the SSE `id`; reconnect with `Last-Event-ID` (or `since`) to get what was stored after it first (at most 500; `ready` says `more: true` when there were more). `ready` (`{ replayed, more }`) marks the end of the replay. A comment every 15 seconds keeps it open; revoking the key ends it. Each instance keeps at most API_STREAMS_PER_MERCHANT (10) streams open per merchant: one more is 429 with Retry-After.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Requests whose path starts with this, e.g. /api/merchant/process-payment */
                    path?: string;
                    /** @description Replay the entries logged after this request first (as the Last-Event-ID header does) */
                    since?: string;
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
                        /**
                         * @description live or test. Required from a portal session; an API key adds endpoints to its own mode only, which is the default
                         * @enum {string}
                         */
                        mode?: "test" | "live";
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
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
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
        CancelRequestInput: {
            /**
             * @description Why the payment is canceled
             * @enum {string}
             */
            reason: "requested_by_customer" | "abandoned" | "duplicate" | "fraudulent";
        };
        CaptureRequestInput: {
            /** @description Pence to capture, at most the amount authorised; default all of it */
            amount?: number;
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
        Error: {
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
        PaymentLifecycleAnswer: {
            payment: components["schemas"]["Payment"];
            /** @description Set when a decline or partial authorisation was re-split */
            resplit: components["schemas"]["Resplit"] | null;
            /** @description Processor references of authorisations you must now void */
            voidReferences: string[];
        };
        PaymentList: {
            nextCursor: string | null;
            transactions: components["schemas"]["Payment"][];
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
        RefundLegResultInput: {
            /** @enum {string} */
            outcome: "SUCCEEDED" | "FAILED";
            /** @description Why the processor refused it (FAILED) */
            reason?: string;
        };
        RefundList: {
            refunds: components["schemas"]["Refund"][];
        };
        RefundPage: {
            /** @description Pass as cursor to get the next page; null on the last page */
            nextCursor: string | null;
            refunds: components["schemas"]["Refund"][];
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
        Resplit: {
            /** @description Legs to authorise now, on the customer’s other cards */
            newLegs: components["schemas"]["PaymentLeg"][];
            /** @description Reward (minor units, 2 decimals) lost compared with the original split */
            rewardLost: number;
            /** @description Pence the declined or partly authorised leg left uncovered */
            shortfall: number;
        };
        SandboxResplit: {
            /** @description Whether the other cards can take the shortfall; when not, the payment FAILS (declineReason LEG_DECLINED) */
            covered: boolean;
            declinedCardId: string;
            /** @description The re-split's legs, each reward the marginal reward on top of what the card already carries; empty when not covered */
            newLegs: {
                amount: number;
                /** @enum {string} */
                brand: "VISA" | "MASTERCARD" | "AMEX" | "DISCOVER";
                cardId: string;
                last4: string;
                /** @description Minor units, 2 decimals */
                reward: number;
            }[];
            /** @description The new legs' reward */
            newReward: number;
            /**
             * @description What the payment ends as once the new legs are authorised
             * @enum {string}
             */
            paymentStatus: "COMPLETED" | "FAILED";
            /** @description The split's totalReward less the standing legs' reward less the new legs' reward; the whole totalReward when the payment fails */
            rewardLost: number;
            /** @description The declined leg's amount: what the other cards must now take */
            shortfall: number;
            /** @description The legs on the other cards, which stand (all voided when the payment fails) */
            standingLegs: {
                amount: number;
                /** @enum {string} */
                brand: "VISA" | "MASTERCARD" | "AMEX" | "DISCOVER";
                cardId: string;
                last4: string;
                /** @description Minor units, 2 decimals */
                reward: number;
            }[];
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
            /** @description Only with declineCardId: the re-split after a decline of that card; null when the split puts no leg on it (or the payment is declined) */
            resplit?: components["schemas"]["SandboxResplit"] | null;
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
        SandboxSimulationRequestInput: {
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
            /** @description The id of one of `cards`: shows the re-split a decline of that card's leg would cause (the answer's `resplit`) */
            declineCardId?: string;
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
        WebhookAttempt: {
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
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
