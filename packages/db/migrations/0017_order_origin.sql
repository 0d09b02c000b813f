-- Block trades keep their tag as the origin 'block' before the boolean goes.
UPDATE "trade_orders" SET "origin" = 'block' WHERE "block";--> statement-breakpoint
UPDATE "trade_positions" SET "origin" = 'block' WHERE "block";--> statement-breakpoint
ALTER TABLE "trade_orders" DROP COLUMN "block";--> statement-breakpoint
ALTER TABLE "trade_positions" DROP COLUMN "block";