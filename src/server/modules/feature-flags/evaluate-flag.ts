import { createHash } from 'node:crypto';

/**
 * Whether a feature flag is on for a merchant: pure, so the same answer comes from every instance,
 * every time, and the admin's "on for N merchants" count (computed in SQL by feature_flag_bucket,
 * src/server/db/sql/feature_flag_bucket.sql) matches what merchants see.
 *
 * Order: the deny list wins, then the allow list, then `enabled && bucket < rolloutPercent`.
 *
 * The bucket is the first 4 bytes of SHA-256("<key>:<merchantId>") read as an unsigned big-endian
 * integer, mod 100. It depends only on the key and the merchant, never on the percentage, so the
 * merchants on at 30% are a subset of those on at 50%: raising the percentage never turns anyone
 * off. Hashing the key with the id gives each flag its own independent slice of merchants, so the
 * same 10% are not the guinea pigs for every flag.
 */

export interface FlagRule {
  key: string;
  enabled: boolean;
  /** 0-100. */
  rolloutPercent: number;
  allow: ReadonlySet<string>;
  deny: ReadonlySet<string>;
}

/** 0-99, stable for a flag key and a public merchant id. */
export function flagBucket(key: string, merchantId: string): number {
  return createHash('sha256').update(`${key}:${merchantId}`, 'utf8').digest().readUInt32BE(0) % 100;
}

export function isFlagOn(flag: FlagRule, merchantId: string): boolean {
  if (flag.deny.has(merchantId)) return false;
  if (flag.allow.has(merchantId)) return true;
  if (!flag.enabled || flag.rolloutPercent <= 0) return false;
  if (flag.rolloutPercent >= 100) return true;
  return flagBucket(flag.key, merchantId) < flag.rolloutPercent;
}

/** A stored flag as the evaluator takes it (lists become sets once, not per evaluation). */
export function toFlagRule(flag: {
  key: string;
  enabled: boolean;
  rolloutPercent: number;
  allowMerchantIds: readonly string[];
  denyMerchantIds: readonly string[];
}): FlagRule {
  return {
    key: flag.key,
    enabled: flag.enabled,
    rolloutPercent: flag.rolloutPercent,
    allow: new Set(flag.allowMerchantIds),
    deny: new Set(flag.denyMerchantIds),
  };
}
