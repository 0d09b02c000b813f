CREATE TABLE "market_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "market_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_key" varchar(80) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"symbol" varchar(16) NOT NULL,
	"trading_date" varchar(10) NOT NULL,
	"observed_at" timestamp with time zone NOT NULL,
	"figures" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_notes_event_key_unique" UNIQUE("event_key")
);
--> statement-breakpoint
CREATE INDEX "market_notes_observed_idx" ON "market_notes" USING btree ("observed_at");