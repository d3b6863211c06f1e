/**
 * Every error code the API answers with, its HTTP status and what it means: the closed list that
 * the server's `AppError` accepts, endpoints declare and the OpenAPI document lists per status
 * (docs/decisions/0029-closed-error-codes.md). Every error body is `{ message, code, field? }`.
 *
 * A few codes keep more than one status, because clients already rely on both answers; the first
 * status is the usual one.
 */
export const ERROR_CODES = {
  // Requests the framework refuses before a handler runs; any endpoint may answer these.
  VALIDATION_ERROR: { status: 400, meaning: 'A parameter, query value or body field is not valid; `field` names it.' },
  INVALID_JSON: { status: 400, meaning: 'The body is not valid JSON, or is empty.' },
  BAD_REQUEST: { status: 400, meaning: 'The request is not valid HTTP: its line, framing, URL or Host header.' },
  PAYLOAD_TOO_LARGE: { status: 413, meaning: 'The body, a file or the number of parts is over the limit.' },
  URI_TOO_LONG: { status: 414, meaning: 'A part of the URL path is too long.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, meaning: 'The Content-Type is not one this endpoint reads.' },
  REQUEST_TIMEOUT: { status: 408, meaning: 'The request took too long to arrive.' },
  EXPECTATION_FAILED: { status: 417, meaning: 'An Expect header other than 100-continue.' },
  HEADERS_TOO_LARGE: { status: 431, meaning: 'The request headers are too large.' },
  HTTP_VERSION_NOT_SUPPORTED: { status: 505, meaning: 'The request is not HTTP/1.x.' },
  NOT_FOUND: { status: 404, meaning: 'No such route, or no such object for this caller.' },
  RATE_LIMITED: { status: 429, meaning: 'Too many requests or attempts; wait for the seconds in Retry-After.' },
  INTERNAL_ERROR: { status: [500, 503], meaning: 'Something failed on our side (500), or settings were changing and a retry will do (503).' },
  OVERLOADED: { status: 503, meaning: 'This instance is overloaded and did not start the request; retry after the seconds in Retry-After.' },

  // Who is calling.
  UNAUTHORIZED: { status: 401, meaning: 'Missing, invalid or expired credentials, or a session that has ended.' },
  FORBIDDEN: { status: 403, meaning: 'The credentials are of the wrong kind for this endpoint.' },
  FORBIDDEN_ROLE: { status: 403, meaning: 'The caller’s role may not do this.' },
  MERCHANT_SUSPENDED: { status: 403, meaning: 'The merchant account is suspended.' },
  INVALID_CREDENTIALS: { status: 401, meaning: 'The email or password is wrong.' },
  ADMIN_DEACTIVATED: { status: [403, 409], meaning: 'The admin account is deactivated: it cannot sign in (403) or be sent a reset link (409).' },
  SANDBOX_TEST_KEYS_ONLY: { status: 403, meaning: 'The Sandbox takes a test key or a portal session, never a live key.' },
  FEATURE_NOT_ENABLED: { status: 403, meaning: 'This feature is not turned on for the account.' },
  VERIFICATION_REQUIRED: { status: 403, meaning: 'Live keys need an active account with approved business verification.' },
  KYB_REVIEW_OVERDUE: { status: 403, meaning: 'The periodic business review is overdue, so new live keys are paused.' },

  // Two-factor sign-in.
  MFA_TOKEN_INVALID: { status: 401, meaning: 'The sign-in challenge is unknown, used or expired; sign in again.' },
  MFA_CHALLENGE_ENDED: { status: 401, meaning: 'Too many wrong codes ended the challenge; sign in again.' },
  INVALID_MFA_CODE: { status: [400, 401], meaning: 'The code is wrong: 401 when signing in, 400 (with `field`) on a signed-in session.' },
  MFA_CODE_USED: { status: [400, 401], meaning: 'The code was already used: 401 when signing in, 400 (with `field`) on a signed-in session.' },
  MFA_ALREADY_ENABLED: { status: 409, meaning: 'Two-factor sign-in is already on.' },
  MFA_NOT_ENABLED: { status: 409, meaning: 'Two-factor sign-in is not on.' },
  MFA_SETUP_REQUIRED: { status: 409, meaning: 'Start the setup before enabling.' },
  MFA_ENROLMENT_REQUIRED: { status: 403, meaning: 'The platform requires this admin to set up two-factor sign-in first.' },
  MFA_ENROLMENT_LINK_REQUIRED: { status: 403, meaning: 'Setting up the required factor needs a session opened by the emailed link.' },
  INVALID_ENROLMENT_LINK: { status: 400, meaning: 'The enrolment link is invalid, used or expired.' },

  // Accounts, passwords and sessions.
  EMAIL_TAKEN: { status: 409, meaning: 'An account with this email already exists.' },
  EMAIL_IN_USE: { status: 409, meaning: 'The email already belongs to a merchant user.' },
  INVALID_PASSWORD: { status: 400, meaning: 'The current password is wrong.' },
  WEAK_PASSWORD: { status: 400, meaning: 'The password does not meet the rules.' },
  INVALID_RESET_TOKEN: { status: 400, meaning: 'The reset link is invalid, used or expired.' },
  ENCRYPTED_VALUE_UNREADABLE: { status: 409, meaning: 'A stored encrypted value of this record cannot be read; an administrator must check it.' },
  SESSION_NOT_FOUND: { status: 404, meaning: 'No such session; it may already have ended.' },
  PERSONAL_EMAIL_DOMAIN: { status: 400, meaning: 'A business email address is required.' },

  // Merchant teams.
  MEMBER_NOT_FOUND: { status: 404, meaning: 'No team member with this id.' },
  INVITATION_NOT_FOUND: { status: 404, meaning: 'No invitation with this id.' },
  INVALID_INVITATION: { status: 400, meaning: 'The team invitation link is invalid, used, revoked or expired.' },
  INVITATION_ACCEPTED: { status: 409, meaning: 'The invitation was already accepted.' },
  TOO_MANY_INVITATIONS: { status: 409, meaning: 'Too many pending invitations.' },
  LAST_OWNER: { status: 409, meaning: 'The last owner cannot be demoted or removed.' },

  // Staff.
  ADMIN_NOT_FOUND: { status: 404, meaning: 'No admin with this id.' },
  ADMIN_EXISTS: { status: 409, meaning: 'An admin with this email already exists.' },
  ADMIN_ALREADY_DEACTIVATED: { status: 409, meaning: 'The admin is already deactivated.' },
  ADMIN_NOT_DEACTIVATED: { status: 409, meaning: 'The admin is already active.' },
  CANNOT_DEACTIVATE_SELF: { status: 409, meaning: 'An admin cannot deactivate their own account.' },
  LAST_SUPER_ADMIN: { status: 409, meaning: 'The last active super admin cannot be demoted or deactivated.' },
  INVITATION_INVALID: { status: 400, meaning: 'The staff invitation link is not valid.' },
  INVITATION_USED: { status: 400, meaning: 'The staff invitation was already accepted.' },
  INVITATION_REVOKED: { status: 400, meaning: 'The staff invitation was withdrawn.' },
  INVITATION_EXPIRED: { status: 400, meaning: 'The staff invitation has expired.' },
  INVITATION_ALREADY_ACCEPTED: { status: 409, meaning: 'The staff invitation was already accepted.' },
  INVITATION_ALREADY_REVOKED: { status: 409, meaning: 'The staff invitation was already withdrawn.' },

  // Merchants and verification.
  MERCHANT_NOT_FOUND: { status: 404, meaning: 'No merchant with this id.' },
  UNKNOWN_MERCHANT: { status: 400, meaning: 'A listed merchant id does not exist; `field` names it.' },
  INVALID_TRANSITION: { status: 400, meaning: 'The merchant cannot move to that status from its current one.' },
  DETAILS_NOT_FOUND: { status: 404, meaning: 'The merchant has not submitted business details.' },
  DOCUMENT_NOT_FOUND: { status: 404, meaning: 'No such document.' },
  EMPTY_FILE: { status: 400, meaning: 'The uploaded file is empty.' },
  MALFORMED_MULTIPART: { status: 400, meaning: 'The upload could not be read as multipart/form-data.' },
  UNSUPPORTED_FILE_TYPE: { status: 415, meaning: 'The file is not a PDF, JPEG or PNG (by its content).' },
  ALREADY_VERIFIED: { status: 409, meaning: 'The business is already verified.' },
  ALREADY_SUBMITTED: { status: 409, meaning: 'The verification is already under review.' },
  VERIFICATION_LOCKED: { status: 409, meaning: 'Details and documents cannot change while under review.' },
  VERIFICATION_INCOMPLETE: { status: 400, meaning: 'Verification is missing details or documents.' },
  ALREADY_REVIEWED: { status: 409, meaning: 'The document was already reviewed.' },
  NOT_UNDER_REVIEW: { status: 409, meaning: 'The document has not been submitted for review.' },

  // Compliance.
  SUBJECT_HAS_ACCOUNT: { status: 409, meaning: 'The data subject is a user of an active account.' },
  NOT_APPROVED: { status: 409, meaning: 'Only a verified merchant has a periodic review.' },
  REVIEW_OPEN: { status: 409, meaning: 'A review is already under way.' },

  // Payments.
  AMOUNT_OUT_OF_RANGE: { status: 400, meaning: 'The amount is outside the platform minimum and maximum.' },
  CARD_NUMBER_NOT_ACCEPTED: { status: 400, meaning: 'A string in the request looks like a card number; send tokens.' },
  IDEMPOTENCY_KEY_REUSED: { status: 422, meaning: 'The Idempotency-Key was used before with a different body.' },
  IDEMPOTENCY_IN_PROGRESS: { status: 409, meaning: 'Reserved: a request with the same Idempotency-Key in progress is now waited for instead.' },
  TRANSACTION_NOT_FOUND: { status: 404, meaning: 'No such payment.' },
  INVALID_CURSOR: { status: 400, meaning: 'The cursor is not one a previous page returned.' },
  LEG_NOT_FOUND: { status: 404, meaning: 'No such leg on this payment (or refund).' },
  REFUND_NOT_FOUND: { status: 404, meaning: 'No such refund.' },
  INVALID_STATE: { status: 409, meaning: 'The payment, leg or refund cannot make this move from its current status, which the message names.' },
  AMOUNT_EXCEEDS_AUTHORISED: { status: 422, meaning: 'The amount is more than is authorised (a capture) or than the leg asked for (a report).' },
  REFUND_EXCEEDS_REFUNDABLE: { status: 422, meaning: 'The refund is more than can be refunded; `field` or the message names the leg.' },

  // Webhooks.
  WEBHOOK_URL_REFUSED: { status: 400, meaning: 'The webhook URL is not https or not public.' },
  WEBHOOK_ENDPOINT_NOT_FOUND: { status: 404, meaning: 'No such webhook endpoint.' },
  WEBHOOK_DELIVERY_NOT_FOUND: { status: 404, meaning: 'No such webhook delivery.' },
  TOO_MANY_ENDPOINTS: { status: 409, meaning: 'The account has the most webhook endpoints allowed.' },
  ENDPOINT_DISABLED: { status: 409, meaning: 'The webhook endpoint is disabled.' },
  DELIVERY_IN_FLIGHT: { status: 409, meaning: 'The delivery is being sent right now.' },

  // Disputes.
  DISPUTE_NOT_FOUND: { status: 404, meaning: 'No such dispute.' },
  PAYMENT_NOT_DISPUTABLE: { status: 409, meaning: 'Only a completed live payment can be disputed.' },
  LEG_AMOUNT_EXCEEDED: { status: 409, meaning: 'The amount is more than the leg has left undisputed.' },
  INVALID_DISPUTE_TRANSITION: { status: 409, meaning: 'The dispute cannot be decided in its status.' },
  DISPUTE_READ_ONLY: { status: 409, meaning: 'The dispute’s evidence can no longer change.' },
  EVIDENCE_REQUIRED: { status: 400, meaning: 'Write a statement or attach a file before submitting.' },
  TOO_MANY_FILES: { status: 409, meaning: 'The dispute has the most evidence files allowed.' },
  FILE_NOT_FOUND: { status: 404, meaning: 'No such evidence file.' },

  // Payouts, commission and fees.
  NOTHING_TO_PAY: { status: 409, meaning: 'No merchant is due a payout.' },
  INVALID_PAYOUT_TRANSITION: { status: 409, meaning: 'The payout cannot move to that status.' },
  PARTNER_IN_USE: { status: 409, meaning: 'The partner still has merchants or earned commission.' },
  FEE_OVERRIDE_EXISTS: { status: 409, meaning: 'The merchant already has a fee override from that moment.' },
  FEE_OVERRIDE_IN_FORCE: { status: 409, meaning: 'Only a scheduled fee override can be withdrawn.' },

  // Invoices.
  MONTH_NOT_OVER: { status: 400, meaning: 'Only a month that has ended can be invoiced.' },
  INVOICE_EXISTS: { status: 409, meaning: 'The merchant already has an invoice for that month.' },
  NOTHING_TO_INVOICE: { status: 409, meaning: 'The merchant had no live fees that month.' },
  INVOICE_FINALISED: { status: 409, meaning: 'A finalised invoice cannot change; issue a credit note.' },
  NOT_FINALISED: { status: 409, meaning: 'A draft has no PDF and cannot be credited yet.' },
  INVOICE_NOT_FOUND: { status: 404, meaning: 'No such invoice.' },

  // Email campaigns, notifications, flags and risk.
  CAMPAIGN_NOT_FOUND: { status: 404, meaning: 'No such campaign.' },
  NO_RECIPIENTS: { status: 400, meaning: 'The campaign names no merchant.' },
  NOTHING_TO_RETRY: { status: 409, meaning: 'The campaign has no failed recipients.' },
  CAMPAIGN_NOT_SENDING: { status: 409, meaning: 'Only a campaign that is still queued or sending can be canceled.' },
  CAMPAIGN_NOT_CANCELED: { status: 409, meaning: 'Only a canceled campaign with recipients remaining can be resumed.' },
  NOTIFICATION_NOT_FOUND: { status: 404, meaning: 'No such notification.' },
  FLAG_EXISTS: { status: 409, meaning: 'A flag with this key already exists.' },
  FLAG_NOT_FOUND: { status: 404, meaning: 'No flag with this key.' },
  ALREADY_BLOCKED: { status: 409, meaning: 'The BIN prefix is already blocked.' },

  // Generic conflict, for refusals that need no code of their own.
  CONFLICT: { status: 409, meaning: 'The request conflicts with the current state.' },
} as const satisfies Record<string, { status: ErrorStatus | readonly [ErrorStatus, ...ErrorStatus[]]; meaning: string }>;

/** The statuses an error may have. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 408 | 409 | 413 | 414 | 415 | 417 | 422 | 429 | 431 | 500 | 503 | 505;

export type ErrorCode = keyof typeof ERROR_CODES;

type StatusField<C extends ErrorCode> = (typeof ERROR_CODES)[C]['status'];

/** The status (or statuses) a code is answered with. */
export type ErrorStatusOf<C extends ErrorCode> = C extends ErrorCode ? (StatusField<C> extends readonly (infer S)[] ? S : StatusField<C>) : never;

/** The codes that may be answered with a status. */
export type ErrorCodeWithStatus<S extends ErrorStatus> = { [C in ErrorCode]: S extends ErrorStatusOf<C> ? C : never }[ErrorCode];

export const ALL_ERROR_CODES = Object.keys(ERROR_CODES) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

/** The statuses a code is answered with, usual first. */
export function errorStatuses(code: ErrorCode): readonly ErrorStatus[] {
  const status: ErrorStatus | readonly ErrorStatus[] = ERROR_CODES[code].status;
  return typeof status === 'number' ? [status] : status;
}
