ALTER TABLE "trade_orders" ALTER COLUMN "origin" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "trade_orders" ALTER COLUMN "origin" SET DEFAULT 'ticket';--> statement-breakpoint
ALTER TABLE "trade_positions" ALTER COLUMN "origin" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "trade_positions" ALTER COLUMN "origin" SET DEFAULT 'ticket';