ALTER TABLE "trade_orders" ALTER COLUMN "type" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "trade_orders" ADD COLUMN "trigger_price" numeric;--> statement-breakpoint
ALTER TABLE "trade_orders" ADD COLUMN "trail_amount" numeric;--> statement-breakpoint
ALTER TABLE "trade_orders" ADD COLUMN "trail_percent" numeric;--> statement-breakpoint
ALTER TABLE "trade_orders" ADD COLUMN "trail_anchor" numeric;--> statement-breakpoint
ALTER TABLE "trade_orders" ADD COLUMN "triggered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "trade_orders_trailing_idx" ON "trade_orders" USING btree ("symbol","side") WHERE "trade_orders"."type" = 'trailing_stop' and "trade_orders"."status" = 'pending';