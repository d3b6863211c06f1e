CREATE TABLE "api_request_hourly" (
	"hour" timestamp with time zone NOT NULL,
	"api_key_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"requests" integer NOT NULL,
	"errors" integer NOT NULL,
	"server_errors" integer NOT NULL,
	CONSTRAINT "api_request_hourly_api_key_id_hour_pk" PRIMARY KEY("api_key_id","hour")
);
--> statement-breakpoint
CREATE TABLE "api_request_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_request_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_id" text NOT NULL,
	"merchant_id" uuid NOT NULL,
	"api_key_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"path" text NOT NULL,
	"status" smallint NOT NULL,
	"duration_ms" integer NOT NULL,
	"idempotency_key" text,
	"error_code" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_request_hourly" ADD CONSTRAINT "api_request_hourly_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_request_hourly" ADD CONSTRAINT "api_request_hourly_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_request_logs" ADD CONSTRAINT "api_request_logs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_request_logs" ADD CONSTRAINT "api_request_logs_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_request_hourly_hour_idx" ON "api_request_hourly" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "api_request_hourly_merchant_hour_idx" ON "api_request_hourly" USING btree ("merchant_id","hour");--> statement-breakpoint
CREATE UNIQUE INDEX "api_request_logs_request_id_idx" ON "api_request_logs" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "api_request_logs_merchant_created_idx" ON "api_request_logs" USING btree ("merchant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "api_request_logs_created_idx" ON "api_request_logs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "api_keys_created_idx" ON "api_keys" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);