ALTER TABLE "email_outbox" ADD COLUMN "withholds_secrets" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "secrets_sealed" text;--> statement-breakpoint
-- hand-written below
-- Messages queued before this migration hold their link tokens (password reset, invitations,
-- unsubscribe) in plain text. Each token is replaced by the word "withheld"; a message not yet sent
-- is withdrawn, since its link no longer works: its recipient asks for a new one.
UPDATE email_campaign_recipients r SET status = 'FAILED', error = 'Withdrawn: queued before link tokens were kept sealed; retry the campaign', updated_at = now()
  FROM email_outbox o
  WHERE o.campaign_recipient_id = r.id AND o.status IN ('PENDING', 'SENDING') AND r.status = 'PENDING'
    AND (o.text ~ '[?&]token=' OR o.html ~ 'token=' OR coalesce(o.headers::text, '') ~ 'token=');--> statement-breakpoint
UPDATE email_outbox SET
  text = regexp_replace(text, '([?&]token=)[A-Za-z0-9_.%-]+', '\1withheld', 'g'),
  html = regexp_replace(html, '(token=)[A-Za-z0-9_.%-]+', '\1withheld', 'g'),
  headers = CASE WHEN headers IS NULL THEN NULL
    ELSE regexp_replace(headers::text, '([?&]token=)[A-Za-z0-9_.%-]+', '\1withheld', 'g')::jsonb END,
  withholds_secrets = true,
  last_error = CASE WHEN status IN ('PENDING', 'SENDING')
    THEN 'Withdrawn: queued before link tokens were kept sealed; ask for a new link' ELSE last_error END,
  status = CASE WHEN status IN ('PENDING', 'SENDING') THEN 'FAILED' ELSE status END,
  locked_until = NULL
  WHERE text ~ '[?&]token=' OR html ~ 'token=' OR coalesce(headers::text, '') ~ 'token=';
