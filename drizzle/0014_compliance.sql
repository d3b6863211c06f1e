CREATE TABLE "data_subject_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"email_hash" text NOT NULL,
	"email_masked" text NOT NULL,
	"reason" text,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"admin_id" uuid,
	"admin_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyb_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"document_types" text[] NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_by" uuid,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" text NOT NULL,
	"triggered_by" uuid,
	"triggered_by_email" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"periods" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "retention_contact_days" integer DEFAULT 730 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "retention_email_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "retention_api_log_days" integer;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "retention_webhook_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "retention_session_grace_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "retention_document_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "kyb_review_months" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "kyb_review_grace_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "kyb_reviews" ADD CONSTRAINT "kyb_reviews_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_subject_requests_created_idx" ON "data_subject_requests" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "kyb_reviews_open_uq" ON "kyb_reviews" USING btree ("merchant_id") WHERE "kyb_reviews"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "retention_runs_started_idx" ON "retention_runs" USING btree ("started_at" DESC NULLS LAST);