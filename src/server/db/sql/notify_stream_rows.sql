-- The live streams an API key reads (GET /api/merchant/stream/*, decision 0036): the triggers on
-- events ('e') and api_request_logs ('r') that call this, once per statement with its inserted rows as
-- new_rows, tell every instance (LISTEN smartsplit_stream) the new rows' ids only, as space-separated
-- kind:merchant_id:mode:row_id items, in chunks under PostgreSQL's 8000-byte payload limit. The
-- instance reads each row by id, scoped to its stream's merchant and mode. Only rows of a merchant and
-- mode that some instance streams now (stream_subscriptions, unexpired) are sent: with no stream open,
-- an insert sends nothing, so the payment path does not pay for notifications no one hears.
CREATE OR REPLACE FUNCTION "notify_stream_rows"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Set-based: the items are numbered into chunks by their running length, one notification each.
  PERFORM pg_notify('smartsplit_stream', string_agg(item, ' '))
  FROM (
    SELECT item, (sum(length(item) + 1) OVER (ROWS UNBOUNDED PRECEDING) - 1) / 7800 AS chunk
    FROM (SELECT TG_ARGV[0] || ':' || n.merchant_id || ':' || n.mode || ':' || n.id AS item FROM new_rows n
          WHERE EXISTS (SELECT 1 FROM stream_subscriptions s
                        WHERE s.merchant_id = n.merchant_id AND s.mode = n.mode AND s.expires_at > now())) items
  ) chunked
  GROUP BY chunk;
  RETURN NULL;
END;
$$;
