-- The bucket of a merchant for a flag, exactly as src/server/modules/feature-flags/evaluate-flag.ts
-- computes it: the first 4 bytes of SHA-256('<key>:<merchant id>') as an unsigned big-endian integer,
-- mod 100. The admin list counts the merchants each flag is on for with it, in one query.
CREATE OR REPLACE FUNCTION "feature_flag_bucket"(flag_key text, merchant_id text) RETURNS integer
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT ((('x' || left(encode(sha256(convert_to(flag_key || ':' || merchant_id, 'UTF8')), 'hex'), 8))::bit(32)::bigint) % 100)::integer
$$;
