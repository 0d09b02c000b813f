ALTER TABLE "payout_wallets" ALTER COLUMN "currency_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mediation_agreement_signatures" ADD COLUMN "identity_check" varchar(12);--> statement-breakpoint
ALTER TABLE "mediation_agreement_signatures" ADD COLUMN "signer_email" varchar(200);--> statement-breakpoint
ALTER TABLE "mediation_agreement_signatures" ADD COLUMN "identity_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mediation_agreements" ADD COLUMN "payment_method" varchar(16);--> statement-breakpoint
ALTER TABLE "mediation_agreements" ADD COLUMN "payment_details" text;--> statement-breakpoint
ALTER TABLE "mediation_agreements" ADD COLUMN "payment_due_days" integer;--> statement-breakpoint
ALTER TABLE "mediation_agreements" ADD COLUMN "payment_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mediation_agreements" ADD COLUMN "payment_missing_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_wallets" ADD COLUMN "kind" varchar(8) DEFAULT 'crypto' NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_wallets" ADD COLUMN "bank_name" varchar(60);--> statement-breakpoint
ALTER TABLE "payout_wallets" ADD COLUMN "account_name" varchar(60);