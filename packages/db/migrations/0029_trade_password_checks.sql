ALTER TABLE "trade_passwords" ADD COLUMN "checks_in_flight" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_passwords" ADD COLUMN "checks_started_at" timestamp with time zone;