-- Live notification streams (docs/decisions/0016-notifications.md). Every instance LISTENs on
-- smartsplit_notifications (one connection each) and passes what arrives to its open streams.
-- Payloads carry ids only (NOTIFY allows 8000 bytes); the stream reads the row itself. They are sent
-- on commit, so a stream never hears of a notification whose cause rolled back.
--   n:<a|m>:<recipient id>:<notification id>   a new notification
--   r:<a|m>:<recipient id>                     read state changed (identical payloads in one transaction arrive once)
--   s:<session id>                             a session ended: its streams close (notify_session_ended)
CREATE OR REPLACE FUNCTION "notify_notification_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  recipient text := CASE WHEN NEW.admin_id IS NOT NULL THEN 'a:' || NEW.admin_id ELSE 'm:' || NEW.merchant_user_id END;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('smartsplit_notifications', 'n:' || recipient || ':' || NEW.id);
  ELSIF OLD.read_at IS DISTINCT FROM NEW.read_at THEN
    PERFORM pg_notify('smartsplit_notifications', 'r:' || recipient);
  END IF;
  RETURN NULL;
END;
$$;
