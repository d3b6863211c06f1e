CREATE TABLE "transaction_platform_daily_stats" (
	"day" date NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"shard" smallint NOT NULL,
	"count" bigint NOT NULL,
	"volume" bigint NOT NULL,
	"fees" bigint NOT NULL,
	CONSTRAINT "transaction_platform_daily_stats_day_mode_status_shard_pk" PRIMARY KEY("day","mode","status","shard")
);
--> statement-breakpoint
-- Backfill from the per-merchant aggregate, so existing data shows at once.
INSERT INTO "transaction_platform_daily_stats" ("day", "mode", "status", "shard", "count", "volume", "fees")
SELECT "day", "mode", "status", 0, sum("count"), sum("volume"), sum("fees")
FROM "transaction_daily_stats" GROUP BY "day", "mode", "status"
ON CONFLICT DO NOTHING;
