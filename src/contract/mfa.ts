import { z } from 'zod';

/**
 * Two-factor sign-in (RFC 6238 TOTP: SHA-1, 6 digits, 30-second steps) for admins and merchant
 * users. The same schemas serve both; only the paths differ (endpoints/mfa.ts).
 */

/** How long the step between the password and the session lasts. */
export const MFA_CHALLENGE_SECONDS = 5 * 60;
export const RECOVERY_CODE_COUNT = 10;

/** Six digits from an authenticator app. Spaces are allowed, as apps show "123 456". */
export const TOTP_CODE_PATTERN = /^\d{6}$/;

const text = (label: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .max(max, `${label} must be at most ${max} characters`);

/** A code from the app, without the spaces apps put in the middle. */
export const totpCodeSchema = text('Code', 32)
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(TOTP_CODE_PATTERN, 'Enter the 6-digit code from your authenticator app'));

/** A 6-digit code or one of the recovery codes (`xxxx-xxxx-xxxx`); which one is decided by its shape. */
export const mfaCodeSchema = text('Code', 64)
  .trim()
  .min(1, 'Enter the 6-digit code from your app, or a recovery code')
  .meta({ description: 'The 6-digit code from the authenticator app, or an unused recovery code' });

export const mfaChallengeResponseSchema = z
  .object({
    mfaRequired: z.literal(true),
    mfaToken: z.string().meta({ description: `Exchange it at the verify endpoint within ${MFA_CHALLENGE_SECONDS / 60} minutes, once` }),
  })
  .meta({ id: 'MfaChallenge' });
export type MfaChallengeResponse = z.infer<typeof mfaChallengeResponseSchema>;

export const mfaVerifyRequestSchema = z
  .object({
    mfaToken: text('mfaToken', 2048).min(1, 'mfaToken is required'),
    code: mfaCodeSchema,
  })
  .strict();
export type MfaVerifyRequest = z.infer<typeof mfaVerifyRequestSchema>;

export const mfaSetupResponseSchema = z
  .object({
    secret: z.string().meta({ description: 'Base32, for typing into an app by hand' }),
    otpauthUrl: z.string().meta({ description: 'otpauth://totp/... as the QR code carries it' }),
    qrSvg: z.string().meta({ description: 'The otpauth URL as an SVG QR code' }),
  })
  .meta({ id: 'MfaSetup' });
export type MfaSetupResponse = z.infer<typeof mfaSetupResponseSchema>;

export const mfaEnableRequestSchema = z.object({ code: totpCodeSchema }).strict();
export type MfaEnableRequest = z.input<typeof mfaEnableRequestSchema>;

export const mfaEnableResponseSchema = z.object({
  recoveryCodes: z.array(z.string()).meta({ description: `${RECOVERY_CODE_COUNT} single-use codes, shown in this response only` }),
  message: z.string(),
});
export type MfaEnableResponse = z.infer<typeof mfaEnableResponseSchema>;

export const mfaDisableRequestSchema = z
  .object({
    password: text('Password', 128).min(1, 'Password is required'),
    code: mfaCodeSchema,
  })
  .strict();
export type MfaDisableRequest = z.infer<typeof mfaDisableRequestSchema>;

export const mfaStatusSchema = z
  .object({
    enabled: z.boolean(),
    enabledAt: z.string().nullable().meta({ description: 'ISO-8601, or null when off' }),
    recoveryCodesLeft: z.number().int().nonnegative(),
    /** A secret was set up but not yet confirmed with a code. */
    setupPending: z.boolean(),
  })
  .meta({ id: 'MfaStatus' });
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

export const adminMfaCoverageSchema = z
  .object({
    activeAdmins: z.number().int().nonnegative(),
    withoutMfa: z.number().int().nonnegative().meta({ description: 'Active admins who have not turned two-factor sign-in on' }),
    required: z.boolean().meta({ description: 'The requireAdminMfa platform setting' }),
  })
  .meta({ id: 'AdminMfaCoverage' });
export type AdminMfaCoverage = z.infer<typeof adminMfaCoverageSchema>;

/** How long an emailed link confirming a required two-factor enrolment works (once). */
export const MFA_ENROLMENT_LINK_MINUTES = 15;

export const mfaEnrolmentConfirmRequestSchema = z
  .object({
    token: text('token', 128).min(1, 'token is required').meta({ description: 'The token from the emailed link' }),
  })
  .strict();
export type MfaEnrolmentConfirmRequest = z.infer<typeof mfaEnrolmentConfirmRequestSchema>;
