-- A session that ends (revoked, or deleted) closes its live notification streams on every instance:
-- s:<session id> on smartsplit_notifications (see notify_notification_change).
CREATE OR REPLACE FUNCTION "notify_session_ended"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('smartsplit_notifications', 's:' || OLD.id);
  ELSIF OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL THEN
    PERFORM pg_notify('smartsplit_notifications', 's:' || NEW.id);
  END IF;
  RETURN NULL;
END;
$$;
