CREATE TABLE "ipo_offerings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ipo_offerings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"symbol" varchar(16) NOT NULL,
	"company" text NOT NULL,
	"exchange" varchar(8) NOT NULL,
	"sector" varchar(40) NOT NULL,
	"price_low" numeric NOT NULL,
	"price_high" numeric NOT NULL,
	"final_price" numeric,
	"lot_size" integer NOT NULL,
	"shares_offered" integer NOT NULL,
	"shares_outstanding" integer NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"listing_date" varchar(10) NOT NULL,
	"prospectus_date" varchar(10) NOT NULL,
	"prospectus_file" text,
	"fee" numeric NOT NULL,
	"financing_rate" numeric,
	"financing_leverage" integer,
	"seed" varchar(64) NOT NULL,
	"seed_hash" varchar(64) NOT NULL,
	"lots_requested" integer,
	"allotment" jsonb,
	"allotted_at" timestamp with time zone,
	"listed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ipo_offerings_symbol_unique" UNIQUE("symbol"),
	CONSTRAINT "ipo_offerings_lots_check" CHECK ("ipo_offerings"."shares_offered" % "ipo_offerings"."lot_size" = 0),
	CONSTRAINT "ipo_offerings_window_check" CHECK ("ipo_offerings"."opens_at" < "ipo_offerings"."closes_at")
);
--> statement-breakpoint
CREATE TABLE "ipo_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ipo_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"offering_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"quantity" integer NOT NULL,
	"price" numeric NOT NULL,
	"financed" boolean DEFAULT false NOT NULL,
	"leverage" integer DEFAULT 1 NOT NULL,
	"fee" numeric NOT NULL,
	"interest" numeric DEFAULT '0' NOT NULL,
	"hold_id" integer,
	"frozen" numeric DEFAULT '0' NOT NULL,
	"allotted_quantity" integer,
	"amount_paid" numeric DEFAULT '0' NOT NULL,
	"amount_released" numeric DEFAULT '0' NOT NULL,
	"position_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"allotted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "market_listings" (
	"symbol" varchar(16) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"exchange" varchar(8) NOT NULL,
	"sector" varchar(40) NOT NULL,
	"shares_outstanding" integer NOT NULL,
	"base_price" numeric NOT NULL,
	"listing_date" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trade_orders" ADD COLUMN "origin" varchar(8) DEFAULT 'ticket' NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_positions" ADD COLUMN "origin" varchar(8) DEFAULT 'ticket' NOT NULL;--> statement-breakpoint
ALTER TABLE "ipo_offerings" ADD CONSTRAINT "ipo_offerings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipo_subscriptions" ADD CONSTRAINT "ipo_subscriptions_offering_id_ipo_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."ipo_offerings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipo_subscriptions" ADD CONSTRAINT "ipo_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipo_subscriptions" ADD CONSTRAINT "ipo_subscriptions_hold_id_ledger_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."ledger_holds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipo_subscriptions" ADD CONSTRAINT "ipo_subscriptions_position_id_trade_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."trade_positions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ipo_subscriptions_user_idx" ON "ipo_subscriptions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "ipo_subscriptions_offering_idx" ON "ipo_subscriptions" USING btree ("offering_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "ipo_subscriptions_one_per_user_key" ON "ipo_subscriptions" USING btree ("offering_id","user_id") WHERE status <> 'withdrawn';