CREATE TABLE "block_trade_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "block_trade_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"reason" text,
	"reviewer_id" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "block_offers" (
	"symbol" varchar(16) PRIMARY KEY NOT NULL,
	"band_percent" numeric NOT NULL,
	"available" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "block_offers_available_check" CHECK ("block_offers"."available" >= 0)
);
--> statement-breakpoint
ALTER TABLE "trade_orders" ADD COLUMN "block" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_positions" ADD COLUMN "block" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "block_trade_applications" ADD CONSTRAINT "block_trade_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_trade_applications" ADD CONSTRAINT "block_trade_applications_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_offers" ADD CONSTRAINT "block_offers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "block_trade_applications_user_idx" ON "block_trade_applications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "block_trade_applications_status_idx" ON "block_trade_applications" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "block_trade_applications_one_open_key" ON "block_trade_applications" USING btree ("user_id") WHERE status in ('pending', 'approved');