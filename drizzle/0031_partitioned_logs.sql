-- hand-written below
-- Written by `npm run db:function` from src/server/db/sql/ensure_month_partitions.sql: change the source files, not this copy.
-- Monthly partitions of the tables that grow with every call (decision 0044): api_request_logs, events
-- and webhook_deliveries, each partitioned by range of created_at, one partition per UTC month named
-- <table>_pYYYY_MM, and a <table>_default partition that catches any row outside them, so an insert
-- never fails for want of a partition. This makes sure p_parent has a partition for every month from
-- the one holding p_from to p_months_ahead months after the current one, and returns how many it made.
--
-- A new partition is built beside the table and then attached, because ATTACH PARTITION locks the
-- parent only against other schema changes (SHARE UPDATE EXCLUSIVE), whereas CREATE TABLE ... PARTITION
-- OF would queue every insert behind any long read of the table. Rows of that month already in the
-- default partition move into it first. An advisory lock makes two instances running this at once take
-- turns, and a short lock_timeout makes a run that cannot get its locks fail (the job tries again)
-- rather than hold up writers behind it.
CREATE OR REPLACE FUNCTION "ensure_month_partitions"(p_parent text, p_from timestamptz, p_months_ahead integer) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_month timestamp := date_trunc('month', p_from AT TIME ZONE 'UTC');
  v_last timestamp := date_trunc('month', now() AT TIME ZONE 'UTC') + make_interval(months => p_months_ahead);
  v_name text;
  v_lower timestamptz;
  v_upper timestamptz;
  v_made integer := 0;
BEGIN
  PERFORM set_config('lock_timeout', '5s', true);
  PERFORM pg_advisory_xact_lock(hashtext('ensure_month_partitions:' || p_parent));
  WHILE v_month <= v_last LOOP
    v_name := p_parent || '_p' || to_char(v_month, 'YYYY_MM');
    IF to_regclass(v_name) IS NULL THEN
      v_lower := v_month AT TIME ZONE 'UTC';
      v_upper := (v_month + interval '1 month') AT TIME ZONE 'UTC';
      EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', v_name, p_parent);
      EXECUTE format(
        'WITH moved AS (DELETE FROM %I WHERE created_at >= $1 AND created_at < $2 RETURNING *) INSERT INTO %I SELECT * FROM moved',
        p_parent || '_default', v_name) USING v_lower, v_upper;
      EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', p_parent, v_name, v_lower, v_upper);
      v_made := v_made + 1;
    END IF;
    v_month := v_month + interval '1 month';
  END LOOP;
  RETURN v_made;
END;
$$;
--> statement-breakpoint
-- Partitioning the three tables (decision 0044). Each is renamed, a partitioned table of the same
-- shape takes its name, gets a default partition and one per month from its oldest row to three months
-- ahead, every row is copied across in one statement, and the old table is dropped. The keys and
-- indexes are built after the copy (one bulk build each rather than one insert at a time). All of it
-- runs in the migration's transaction: readers and writers of these tables wait until it commits
-- (the time it takes is measured in decision 0044). Foreign keys cannot point into a partitioned
-- table by id alone, so deliveries lose theirs to events and attempts theirs to deliveries.
ALTER TABLE "webhook_attempts" DROP CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk";
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_event_id_events_id_fk";
--> statement-breakpoint
DROP TRIGGER "events_stream" ON "events";
--> statement-breakpoint
DROP TRIGGER "api_request_logs_stream" ON "api_request_logs";
--> statement-breakpoint
ALTER TABLE "api_request_logs" RENAME TO "api_request_logs_unpartitioned";
--> statement-breakpoint
ALTER TABLE "api_request_logs_unpartitioned" ALTER COLUMN "id" DROP IDENTITY;
--> statement-breakpoint
CREATE TABLE "api_request_logs" (LIKE "api_request_logs_unpartitioned" INCLUDING DEFAULTS INCLUDING CONSTRAINTS) PARTITION BY RANGE ("created_at");
--> statement-breakpoint
CREATE TABLE "api_request_logs_default" PARTITION OF "api_request_logs" DEFAULT;
--> statement-breakpoint
SELECT ensure_month_partitions('api_request_logs', coalesce((SELECT min(created_at) FROM api_request_logs_unpartitioned), now()), 3);
--> statement-breakpoint
INSERT INTO "api_request_logs" SELECT * FROM "api_request_logs_unpartitioned";
--> statement-breakpoint
ALTER TABLE "api_request_logs" ALTER COLUMN "id" ADD GENERATED ALWAYS AS IDENTITY;
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('api_request_logs', 'id'), coalesce((SELECT max(id) FROM api_request_logs_unpartitioned), 0) + 1, false);
--> statement-breakpoint
DROP TABLE "api_request_logs_unpartitioned";
--> statement-breakpoint
ALTER TABLE "api_request_logs" ADD CONSTRAINT "api_request_logs_id_created_at_pk" PRIMARY KEY ("id", "created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "api_request_logs_request_id_idx" ON "api_request_logs" USING btree ("request_id", "created_at");
--> statement-breakpoint
CREATE INDEX "api_request_logs_merchant_created_idx" ON "api_request_logs" USING btree ("merchant_id", "created_at" DESC NULLS LAST, "id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "api_request_logs_created_idx" ON "api_request_logs" USING btree ("created_at" DESC NULLS LAST, "id" DESC NULLS LAST);
--> statement-breakpoint
CREATE TRIGGER "api_request_logs_stream" AFTER INSERT ON "api_request_logs" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_stream_rows('r');
--> statement-breakpoint
ALTER TABLE "events" RENAME TO "events_unpartitioned";
--> statement-breakpoint
CREATE TABLE "events" (LIKE "events_unpartitioned" INCLUDING DEFAULTS INCLUDING CONSTRAINTS) PARTITION BY RANGE ("created_at");
--> statement-breakpoint
CREATE TABLE "events_default" PARTITION OF "events" DEFAULT;
--> statement-breakpoint
SELECT ensure_month_partitions('events', coalesce((SELECT min(created_at) FROM events_unpartitioned), now()), 3);
--> statement-breakpoint
INSERT INTO "events" SELECT * FROM "events_unpartitioned";
--> statement-breakpoint
DROP TABLE "events_unpartitioned";
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_id_created_at_pk" PRIMARY KEY ("id", "created_at");
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "events_merchant_mode_created_idx" ON "events" USING btree ("merchant_id", "mode", "created_at" DESC NULLS LAST, "id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "events_merchant_mode_type_created_idx" ON "events" USING btree ("merchant_id", "mode", "type", "created_at" DESC NULLS LAST, "id" DESC NULLS LAST);
--> statement-breakpoint
CREATE TRIGGER "events_stream" AFTER INSERT ON "events" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_stream_rows('e');
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" RENAME TO "webhook_deliveries_unpartitioned";
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (LIKE "webhook_deliveries_unpartitioned" INCLUDING DEFAULTS INCLUDING CONSTRAINTS) PARTITION BY RANGE ("created_at");
--> statement-breakpoint
CREATE TABLE "webhook_deliveries_default" PARTITION OF "webhook_deliveries" DEFAULT;
--> statement-breakpoint
SELECT ensure_month_partitions('webhook_deliveries', coalesce((SELECT min(created_at) FROM webhook_deliveries_unpartitioned), now()), 3);
--> statement-breakpoint
INSERT INTO "webhook_deliveries" SELECT * FROM "webhook_deliveries_unpartitioned";
--> statement-breakpoint
DROP TABLE "webhook_deliveries_unpartitioned";
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_id_created_at_pk" PRIMARY KEY ("id", "created_at");
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."status" in ('PENDING', 'RETRYING');
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id", "created_at" DESC NULLS LAST, "id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_event_idx" ON "webhook_deliveries" USING btree ("event_id");
