CREATE TABLE "stream_subscriptions" (
	"merchant_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"instance_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stream_subscriptions_merchant_id_mode_instance_id_pk" PRIMARY KEY("merchant_id","mode","instance_id")
);
--> statement-breakpoint
ALTER TABLE "stream_subscriptions" ADD CONSTRAINT "stream_subscriptions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;