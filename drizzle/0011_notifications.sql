CREATE TABLE "admin_notification_preferences" (
	"admin_id" uuid NOT NULL,
	"type" text NOT NULL,
	"in_app" boolean NOT NULL,
	"email" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_notification_preferences_admin_id_type_pk" PRIMARY KEY("admin_id","type")
);
--> statement-breakpoint
CREATE TABLE "merchant_user_notification_preferences" (
	"merchant_user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"in_app" boolean NOT NULL,
	"email" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_user_notification_preferences_merchant_user_id_type_pk" PRIMARY KEY("merchant_user_id","type")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid,
	"merchant_user_id" uuid,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_one_recipient" CHECK (("notifications"."admin_id" is null) <> ("notifications"."merchant_user_id" is null))
);
--> statement-breakpoint
ALTER TABLE "admin_notification_preferences" ADD CONSTRAINT "admin_notification_preferences_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_user_notification_preferences" ADD CONSTRAINT "merchant_user_notification_preferences_merchant_user_id_merchant_users_id_fk" FOREIGN KEY ("merchant_user_id") REFERENCES "public"."merchant_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_merchant_user_id_merchant_users_id_fk" FOREIGN KEY ("merchant_user_id") REFERENCES "public"."merchant_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_admin_idx" ON "notifications" USING btree ("admin_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_merchant_user_idx" ON "notifications" USING btree ("merchant_user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_admin_unread_idx" ON "notifications" USING btree ("admin_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_merchant_user_unread_idx" ON "notifications" USING btree ("merchant_user_id") WHERE "notifications"."read_at" is null;
--> statement-breakpoint
-- hand-written: live notification streams. Every instance LISTENs on smartsplit_notifications (one
-- connection each) and passes what arrives to its open streams. Payloads carry ids only (NOTIFY
-- allows 8000 bytes); the stream reads the row itself. They are sent on commit, so a stream never
-- hears of a notification whose cause rolled back.
--   n:<a|m>:<recipient id>:<notification id>   a new notification
--   r:<a|m>:<recipient id>                     read state changed (identical payloads in one transaction arrive once)
--   s:<session id>                             a session ended: its streams close
CREATE FUNCTION "notify_notification_change"() RETURNS trigger
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
--> statement-breakpoint
CREATE TRIGGER "notifications_stream" AFTER INSERT OR UPDATE OF "read_at" ON "notifications"
  FOR EACH ROW EXECUTE FUNCTION notify_notification_change();
--> statement-breakpoint
CREATE FUNCTION "notify_session_ended"() RETURNS trigger
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
--> statement-breakpoint
CREATE TRIGGER "sessions_stream" AFTER UPDATE OF "revoked_at" OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION notify_session_ended();
