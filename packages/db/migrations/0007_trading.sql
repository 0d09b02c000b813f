CREATE SEQUENCE "public"."trading_revision" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "trade_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"symbol" varchar(16) NOT NULL,
	"name" text NOT NULL,
	"instrument_class" varchar(16) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"type" varchar(8) NOT NULL,
	"side" varchar(4) NOT NULL,
	"time_in_force" varchar(4) NOT NULL,
	"quantity" integer NOT NULL,
	"lot_size" integer NOT NULL,
	"multiplier" integer NOT NULL,
	"leverage" integer NOT NULL,
	"fee_rate" numeric NOT NULL,
	"margin_call_level" numeric NOT NULL,
	"stop_out_level" numeric NOT NULL,
	"limit_price" numeric,
	"stop_loss" numeric,
	"take_profit" numeric,
	"status" varchar(12) NOT NULL,
	"reason" text,
	"hold_id" integer,
	"held_amount" numeric DEFAULT '0' NOT NULL,
	"fill_price" numeric,
	"amount" numeric,
	"margin" numeric,
	"fee" numeric,
	"position_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"filled_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"revision" bigint DEFAULT nextval('trading_revision') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"split_from" integer,
	"symbol" varchar(16) NOT NULL,
	"name" text NOT NULL,
	"instrument_class" varchar(16) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"side" varchar(4) NOT NULL,
	"quantity" integer NOT NULL,
	"lot_size" integer NOT NULL,
	"multiplier" integer NOT NULL,
	"leverage" integer NOT NULL,
	"fee_rate" numeric NOT NULL,
	"margin_call_level" numeric NOT NULL,
	"stop_out_level" numeric NOT NULL,
	"open_price" numeric NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"margin" numeric NOT NULL,
	"open_fee" numeric NOT NULL,
	"hold_id" integer,
	"stop_loss" numeric,
	"take_profit" numeric,
	"state" varchar(8) NOT NULL,
	"close_price" numeric,
	"closed_at" timestamp with time zone,
	"close_fee" numeric,
	"realized_pnl" numeric,
	"close_reason" varchar(12),
	"absorbed_loss" numeric,
	"revision" bigint DEFAULT nextval('trading_revision') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trading_settings" (
	"class" varchar(16) PRIMARY KEY NOT NULL,
	"leverages" integer[] NOT NULL,
	"fee_rate" numeric NOT NULL,
	"margin_call_level" numeric NOT NULL,
	"stop_out_level" numeric NOT NULL,
	"closed_market" varchar(8) NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trade_orders" ADD CONSTRAINT "trade_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_orders" ADD CONSTRAINT "trade_orders_hold_id_ledger_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."ledger_holds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_positions" ADD CONSTRAINT "trade_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_positions" ADD CONSTRAINT "trade_positions_order_id_trade_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."trade_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_positions" ADD CONSTRAINT "trade_positions_hold_id_ledger_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."ledger_holds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_settings" ADD CONSTRAINT "trading_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_orders_user_idx" ON "trade_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "trade_orders_user_status_idx" ON "trade_orders" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "trade_orders_revision_idx" ON "trade_orders" USING btree ("revision");--> statement-breakpoint
CREATE INDEX "trade_positions_user_idx" ON "trade_positions" USING btree ("user_id","state","id");--> statement-breakpoint
CREATE INDEX "trade_positions_revision_idx" ON "trade_positions" USING btree ("revision");--> statement-breakpoint
CREATE INDEX "trade_positions_open_symbol_idx" ON "trade_positions" USING btree ("symbol","state");