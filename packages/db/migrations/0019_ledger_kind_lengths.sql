ALTER TABLE "ledger_entries" ALTER COLUMN "type" SET DATA TYPE varchar(24);--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "cause_type" SET DATA TYPE varchar(24);--> statement-breakpoint
ALTER TABLE "ledger_holds" ALTER COLUMN "cause_type" SET DATA TYPE varchar(24);