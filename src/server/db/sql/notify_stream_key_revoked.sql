-- A revoked API key's live streams end at once, on every instance: k:<key id> on smartsplit_stream
-- (see notify_stream_rows).
CREATE OR REPLACE FUNCTION "notify_stream_key_revoked"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('smartsplit_stream', 'k:' || NEW.id);
  RETURN NULL;
END;
$$;
