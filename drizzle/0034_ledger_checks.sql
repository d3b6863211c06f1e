CREATE TABLE "ledger_checks" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"trigger" text NOT NULL,
	"requested_by" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	"unbalanced_groups" integer,
	"payments_without_entries" integer,
	"error" text,
	CONSTRAINT "ledger_checks_status_check" CHECK ("ledger_checks"."status" in ('RUNNING', 'DONE', 'FAILED')),
	CONSTRAINT "ledger_checks_trigger_check" CHECK ("ledger_checks"."trigger" in ('SCHEDULE', 'ADMIN'))
);
--> statement-breakpoint
CREATE INDEX "ledger_checks_started_idx" ON "ledger_checks" USING btree ("started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_checks_one_running_uq" ON "ledger_checks" USING btree ("status") WHERE "ledger_checks"."status" = 'RUNNING';