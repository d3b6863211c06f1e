CREATE TABLE "api_key_rate_counts" (
	"key_id" uuid NOT NULL,
	"window_start" bigint NOT NULL,
	"instance_id" text NOT NULL,
	"admitted" integer NOT NULL,
	"refused" integer NOT NULL,
	CONSTRAINT "api_key_rate_counts_key_id_window_start_instance_id_pk" PRIMARY KEY("key_id","window_start","instance_id")
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "api_rate_limit" integer;--> statement-breakpoint
CREATE INDEX "api_key_rate_counts_window_idx" ON "api_key_rate_counts" USING btree ("window_start");--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_api_rate_limit_range" CHECK ("merchants"."api_rate_limit" between 0 and 100000);--> statement-breakpoint
-- hand-written below
-- The counts live for a second or two: no WAL for them, so their writes never queue behind the payments' commits.
ALTER TABLE "api_key_rate_counts" SET UNLOGGED;
--> statement-breakpoint
-- An admin's per-merchant limit changes what the payment path's key cache holds: drop it on every instance.
DROP TRIGGER "merchants_cache" ON "merchants";
--> statement-breakpoint
CREATE TRIGGER "merchants_cache" AFTER UPDATE OF "status", "api_rate_limit" OR DELETE OR TRUNCATE ON "merchants"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_change('keys');
