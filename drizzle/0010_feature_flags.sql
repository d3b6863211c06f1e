CREATE TABLE "feature_flags" (
	"key" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"rollout_percent" integer DEFAULT 0 NOT NULL,
	"allow_merchant_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"deny_merchant_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "feature_flags_rollout_percent" CHECK ("feature_flags"."rollout_percent" between 0 and 100),
	CONSTRAINT "feature_flags_key_format" CHECK ("feature_flags"."key" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length("feature_flags"."key") <= 64)
);
--> statement-breakpoint
-- hand-written:
-- The bucket of a merchant for a flag, exactly as src/server/modules/feature-flags/evaluate-flag.ts
-- computes it: the first 4 bytes of SHA-256('<key>:<merchant id>') as an unsigned big-endian integer,
-- mod 100. The admin list counts the merchants each flag is on for with it, in one query.
CREATE FUNCTION "feature_flag_bucket"(flag_key text, merchant_id text) RETURNS integer
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT ((('x' || left(encode(sha256(convert_to(flag_key || ':' || merchant_id, 'UTF8')), 'hex'), 8))::bit(32)::bigint) % 100)::integer
$$;
--> statement-breakpoint
-- Every instance caches the flags; this tells all of them (LISTEN smartsplit_flags) to drop the cache
-- whenever the table changes, however it changed, at the commit of the change.
CREATE FUNCTION "notify_feature_flags_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('smartsplit_flags', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "feature_flags_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "feature_flags"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_feature_flags_change();
--> statement-breakpoint
-- The flags the product gates with (GATED_FLAGS in src/contract/feature-flags.ts), on for everyone,
-- so behaviour is unchanged until an admin turns one down.
INSERT INTO "feature_flags" ("key", "description", "enabled", "rollout_percent") VALUES
  ('self-service-live-keys', 'Merchants may create LIVE API keys themselves in the portal', true, 100),
  ('portal-sandbox', 'The portal shows the Sandbox tab, and the sandbox answers the merchant', true, 100)
ON CONFLICT ("key") DO NOTHING;
