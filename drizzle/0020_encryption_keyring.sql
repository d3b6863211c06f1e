CREATE TABLE "encryption_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"wrapped_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	CONSTRAINT "encryption_keys_status_check" CHECK ("encryption_keys"."status" in ('next', 'active', 'retiring', 'legacy')),
	CONSTRAINT "encryption_keys_wrapped_check" CHECK ("encryption_keys"."wrapped_key" is not null or "encryption_keys"."id" = 'v1')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "encryption_keys_one_per_phase" ON "encryption_keys" USING btree ("status") WHERE status in ('active', 'next');--> statement-breakpoint
-- hand-written below
-- The key derived from APP_SECRET that wrote every `v1.` value (and stands for the plain document
-- files stored before this migration): it keeps decrypting until the first keys:rotate retires it.
INSERT INTO "encryption_keys" ("id", "status") VALUES ('v1', 'legacy') ON CONFLICT DO NOTHING;
