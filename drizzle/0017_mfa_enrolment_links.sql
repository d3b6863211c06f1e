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
CREATE INDEX "mfa_enrolment_links_session_idx" ON "mfa_enrolment_links" USING btree ("session_id");