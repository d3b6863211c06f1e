CREATE TABLE "read_marks" (
	"principal" text PRIMARY KEY NOT NULL,
	"lsn" "pg_lsn" NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- hand-written below
-- A mark is written after every write request while a replica is configured: unlogged, it costs no
-- WAL record and no fsync, and a standby never sees it (only the primary reads it). A crash of the
-- primary empties it: until the replica has caught up with the restarted primary, a read may then
-- miss a write made just before the crash (decision 0042).
ALTER TABLE "read_marks" SET UNLOGGED;
