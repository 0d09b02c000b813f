CREATE TABLE "loan_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"max_exposure_per_user" numeric NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_settings_single_row_check" CHECK ("loan_settings"."id" = 1),
	CONSTRAINT "loan_settings_exposure_check" CHECK ("loan_settings"."max_exposure_per_user" > 0)
);
--> statement-breakpoint
ALTER TABLE "loan_settings" ADD CONSTRAINT "loan_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;