import { z } from 'zod';

/**
 * Feature flags: turn a feature on for some merchants before all. A flag is on for a merchant when
 * the merchant is not on its deny list, and either is on its allow list or the flag is enabled and
 * the merchant's bucket (a stable hash of `key:merchantId`, 0-99) is below the rollout percent.
 * docs/decisions/0017-feature-flags.md explains the hash.
 */

/** kebab-case: lower-case letters and digits in words joined by single hyphens. */
export const FLAG_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const FLAG_KEY_MAX = 64;
export const FLAG_DESCRIPTION_MAX = 500;
/** Public merchant ids as the admin panel shows them. */
export const PUBLIC_MERCHANT_ID_PATTERN = /^mch_[A-Za-z0-9]{16}$/;
/** Per list; a rollout to more merchants than this is a percentage, not a list. */
export const FLAG_LIST_MAX = 1000;

/**
 * The flags the product reads, with what each gates. Both are created on at 100% by the migration
 * that adds flags, so nothing changes until an admin turns one down. A flag that does not exist
 * (deleted) is off for everyone.
 */
export const GATED_FLAGS = {
  'self-service-live-keys': 'Merchants may create LIVE API keys themselves in the portal',
  'portal-sandbox': 'The portal shows the Sandbox tab, and the sandbox answers the merchant',
} as const;
export type GatedFlagKey = keyof typeof GATED_FLAGS;

export const flagKeySchema = z
  .string({ error: 'key must be a string' })
  .min(1, 'key is required')
  .max(FLAG_KEY_MAX, `key must be at most ${FLAG_KEY_MAX} characters`)
  .regex(FLAG_KEY_PATTERN, 'key must be kebab-case: lower-case letters and digits joined by single hyphens, e.g. new-checkout');

const merchantIdList = (name: string) =>
  z
    .array(
      z
        .string({ error: `${name} must hold merchant ids` })
        .regex(PUBLIC_MERCHANT_ID_PATTERN, `${name} must hold public merchant ids (mch_ and 16 letters or digits)`),
      {
        error: `${name} must be a list of merchant ids`,
      },
    )
    .max(FLAG_LIST_MAX, `${name} may hold at most ${FLAG_LIST_MAX} merchant ids`);

const description = z
  .string({ error: 'description must be a string' })
  .trim()
  .min(1, 'description is required')
  .max(FLAG_DESCRIPTION_MAX, `description must be at most ${FLAG_DESCRIPTION_MAX} characters`);
const enabled = z.boolean({ error: 'enabled must be true or false' });
const rolloutPercent = z
  .number({ error: 'rolloutPercent must be a number' })
  .int('rolloutPercent must be a whole number')
  .min(0, 'rolloutPercent must be between 0 and 100')
  .max(100, 'rolloutPercent must be between 0 and 100');

export const featureFlagSchema = z
  .object({
    key: z.string(),
    description: z.string(),
    enabled: z.boolean(),
    rolloutPercent: z.number().int().meta({ description: '0-100: the share of merchants (by bucket) the flag is on for while enabled' }),
    allowMerchantIds: z.array(z.string()).meta({ description: 'Always on for these merchants, unless denied' }),
    denyMerchantIds: z.array(z.string()).meta({ description: 'Always off for these merchants' }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'FeatureFlag' });
export type FeatureFlag = z.infer<typeof featureFlagSchema>;

export const featureFlagWithCountSchema = featureFlagSchema
  .extend({
    onForMerchants: z.number().int().meta({ description: 'How many stored merchants the flag is on for now' }),
    gates: z.string().nullable().meta({ description: 'What the product gates with this key, or null for a flag the product does not read' }),
  })
  .meta({ id: 'FeatureFlagWithCount' });
export type FeatureFlagWithCount = z.infer<typeof featureFlagWithCountSchema>;

export const featureFlagListSchema = z.object({
  flags: z.array(featureFlagWithCountSchema),
  totalMerchants: z.number().int(),
});
export type FeatureFlagList = z.infer<typeof featureFlagListSchema>;

export const createFeatureFlagRequestSchema = z
  .object({
    key: flagKeySchema,
    description,
    enabled: enabled.default(false),
    rolloutPercent: rolloutPercent.default(0),
    allowMerchantIds: merchantIdList('allowMerchantIds').default([]),
    denyMerchantIds: merchantIdList('denyMerchantIds').default([]),
  })
  .strict();
export type CreateFeatureFlagRequest = z.input<typeof createFeatureFlagRequestSchema>;

export const updateFeatureFlagRequestSchema = z
  .object({
    description: description.optional(),
    enabled: enabled.optional(),
    rolloutPercent: rolloutPercent.optional(),
    allowMerchantIds: merchantIdList('allowMerchantIds').optional(),
    denyMerchantIds: merchantIdList('denyMerchantIds').optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Send at least one field to change');
export type UpdateFeatureFlagRequest = z.input<typeof updateFeatureFlagRequestSchema>;

export const featureFlagKeyParamsSchema = z.object({ key: flagKeySchema }).strict();

export const featureFlagResponseSchema = z.object({ flag: featureFlagSchema, message: z.string() });

/** What the portal reads: every flag, on or off for the signed-in merchant. */
export const merchantFeatureFlagsSchema = z.object({ flags: z.record(z.string(), z.boolean()) }).meta({ id: 'MerchantFeatureFlags' });
export type MerchantFeatureFlags = z.infer<typeof merchantFeatureFlagsSchema>;
