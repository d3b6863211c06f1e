CREATE TABLE "app_instance_minutes" (
	"instance_id" text NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"requests" integer NOT NULL,
	"errors" integer NOT NULL,
	"p50_ms" real,
	"p99_ms" real,
	"event_loop_lag_ms" real,
	CONSTRAINT "app_instance_minutes_instance_id_minute_pk" PRIMARY KEY("instance_id","minute")
);
--> statement-breakpoint
CREATE TABLE "app_instances" (
	"instance_id" text PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"version" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone,
	"down_noticed_at" timestamp with time zone,
	"requests_last_minute" integer DEFAULT 0 NOT NULL,
	"errors_last_minute" integer DEFAULT 0 NOT NULL,
	"p50_ms" real,
	"p99_ms" real,
	"event_loop_lag_ms" real
);
--> statement-breakpoint
CREATE INDEX "app_instance_minutes_minute_idx" ON "app_instance_minutes" USING btree ("minute");--> statement-breakpoint
CREATE INDEX "app_instances_last_seen_idx" ON "app_instances" USING btree ("last_seen_at");