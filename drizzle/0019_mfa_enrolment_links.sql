CREATE TABLE "mfa_enrolment_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"session_id" uuid
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mfa_enrolment_links_hash_idx" ON "mfa_enrolment_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "mfa_enrolment_links_admin_idx" ON "mfa_enrolment_links" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "mfa_enrolment_links_session_idx" ON "mfa_enrolment_links" USING btree ("session_id");--> statement-breakpoint
-- hand-written below
-- Sessions open at deploy time get the new ends at once (the default lifetimes; decision 0022):
-- staff at most 15 minutes from now and 12 hours from sign-in, merchant users 7 days from sign-in.
UPDATE "sessions" SET "expires_at" = least("expires_at", now() + interval '15 minutes', "created_at" + interval '12 hours')
  WHERE "subject_type" = 'admin' AND "revoked_at" IS NULL AND "expires_at" > now();--> statement-breakpoint
UPDATE "sessions" SET "expires_at" = least("expires_at", "created_at" + interval '7 days')
  WHERE "subject_type" = 'merchant' AND "revoked_at" IS NULL AND "expires_at" > now();
