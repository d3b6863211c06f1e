-- hand-written below
-- The live streams an API key reads (GET /api/merchant/stream/*, decision 0036): every instance that
-- holds a stream LISTENs on smartsplit_stream, and these triggers say which rows were added, by id
-- only (the reader loads each row by id, scoped to its merchant and mode). One notification per
-- statement, however many rows it inserted (a batch of payments, a batch of log rows), split under
-- PostgreSQL's 8000-byte payload limit. Items are space-separated `kind:merchant_id:mode:row_id`.
CREATE FUNCTION "notify_stream_rows"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Set-based: the items are numbered into chunks by their running length, one notification each.
  PERFORM pg_notify('smartsplit_stream', string_agg(item, ' '))
  FROM (
    SELECT item, (sum(length(item) + 1) OVER (ROWS UNBOUNDED PRECEDING) - 1) / 7800 AS chunk
    FROM (SELECT TG_ARGV[0] || ':' || merchant_id || ':' || mode || ':' || id AS item FROM new_rows) items
  ) chunked
  GROUP BY chunk;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "events_stream" AFTER INSERT ON "events" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_stream_rows('e');
--> statement-breakpoint
CREATE TRIGGER "api_request_logs_stream" AFTER INSERT ON "api_request_logs" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_stream_rows('r');
--> statement-breakpoint
-- A revoked key's open streams end at once, on every instance.
CREATE FUNCTION "notify_stream_key_revoked"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('smartsplit_stream', 'k:' || NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "api_keys_stream_revoked" AFTER UPDATE OF "revoked_at" ON "api_keys"
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL) EXECUTE FUNCTION notify_stream_key_revoked();
