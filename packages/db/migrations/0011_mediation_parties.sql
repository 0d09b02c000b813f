CREATE TABLE "mediation_agreement_signatures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mediation_agreement_signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agreement_id" integer NOT NULL,
	"party" varchar(12) NOT NULL,
	"signer_user_id" integer,
	"signer_name" varchar(100) NOT NULL,
	"signature_method" varchar(8) NOT NULL,
	"signature_image" text NOT NULL,
	"text_sha256" varchar(64) NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"ip" varchar(64),
	"user_agent" varchar(400)
);
--> statement-breakpoint
CREATE TABLE "mediation_deadline_settings" (
	"kind" varchar(24) PRIMARY KEY NOT NULL,
	"days" integer NOT NULL,
	"reminder_days" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mediation_email_preferences" (
	"user_id" integer NOT NULL,
	"kind" varchar(32) NOT NULL,
	"email" boolean NOT NULL,
	CONSTRAINT "mediation_email_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "mediation_message_reads" (
	"case_id" integer NOT NULL,
	"reader" varchar(12) NOT NULL,
	"last_read_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mediation_message_reads_case_id_reader_pk" PRIMARY KEY("case_id","reader")
);
--> statement-breakpoint
CREATE TABLE "mediation_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mediation_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"author" varchar(12) NOT NULL,
	"author_id" integer,
	"audience" varchar(12) NOT NULL,
	"body" text NOT NULL,
	"attachments" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mediation_proposals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mediation_proposals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"author" varchar(12) NOT NULL,
	"author_id" integer,
	"amount" numeric(16, 2) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"terms" text NOT NULL,
	"respond_by" timestamp with time zone NOT NULL,
	"status" varchar(12) NOT NULL,
	"counter_of" integer,
	"answered_by" varchar(12),
	"answered_at" timestamp with time zone,
	"answer_note" text,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mediation_respondent_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mediation_respondent_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"token_sha256" varchar(64) NOT NULL,
	"channel" varchar(8) NOT NULL,
	"note" text,
	"sent_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"first_opened_at" timestamp with time zone,
	CONSTRAINT "mediation_respondent_links_token_sha256_unique" UNIQUE("token_sha256")
);
--> statement-breakpoint
ALTER TABLE "mediation_agreement_events" ADD COLUMN "party" varchar(12);--> statement-breakpoint
ALTER TABLE "mediation_agreements" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mediation_cases" ADD COLUMN "respondent_state" varchar(16) DEFAULT 'not_contacted' NOT NULL;--> statement-breakpoint
ALTER TABLE "mediation_cases" ADD COLUMN "respondent_name" varchar(100);--> statement-breakpoint
ALTER TABLE "mediation_cases" ADD COLUMN "respondent_email" varchar(200);--> statement-breakpoint
ALTER TABLE "mediation_cases" ADD COLUMN "respondent_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mediation_cases" ADD COLUMN "respondent_reason" text;--> statement-breakpoint
ALTER TABLE "mediation_cases" ADD COLUMN "deadline_kind" varchar(24);--> statement-breakpoint
ALTER TABLE "mediation_cases" ADD COLUMN "deadline_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mediation_cases" ADD COLUMN "deadline_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mediation_agreement_signatures" ADD CONSTRAINT "mediation_agreement_signatures_agreement_id_mediation_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."mediation_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mediation_agreement_signatures" ADD CONSTRAINT "mediation_agreement_signatures_signer_user_id_users_id_fk" FOREIGN KEY ("signer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mediation_deadline_settings" ADD CONSTRAINT "mediation_deadline_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mediation_email_preferences" ADD CONSTRAINT "mediation_email_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mediation_message_reads" ADD CONSTRAINT "mediation_message_reads_case_id_mediation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."mediation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mediation_messages" ADD CONSTRAINT "mediation_messages_case_id_mediation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."mediation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mediation_messages" ADD CONSTRAINT "mediation_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mediation_proposals" ADD CONSTRAINT "mediation_proposals_case_id_mediation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."mediation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mediation_proposals" ADD CONSTRAINT "mediation_proposals_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mediation_respondent_links" ADD CONSTRAINT "mediation_respondent_links_case_id_mediation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."mediation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mediation_respondent_links" ADD CONSTRAINT "mediation_respondent_links_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mediation_agreement_signatures_party_key" ON "mediation_agreement_signatures" USING btree ("agreement_id","party");--> statement-breakpoint
CREATE INDEX "mediation_messages_case_idx" ON "mediation_messages" USING btree ("case_id","id");--> statement-breakpoint
CREATE INDEX "mediation_proposals_case_idx" ON "mediation_proposals" USING btree ("case_id","id");--> statement-breakpoint
CREATE INDEX "mediation_proposals_open_idx" ON "mediation_proposals" USING btree ("status","respond_by");--> statement-breakpoint
CREATE INDEX "mediation_respondent_links_case_idx" ON "mediation_respondent_links" USING btree ("case_id","id");--> statement-breakpoint
CREATE INDEX "mediation_cases_deadline_idx" ON "mediation_cases" USING btree ("deadline_at");--> statement-breakpoint
-- Agreements signed before both parties signed keep their one signature, as the applicant's.
INSERT INTO "mediation_agreement_signatures" ("agreement_id", "party", "signer_user_id", "signer_name", "signature_method", "signature_image", "text_sha256", "signed_at", "ip", "user_agent")
SELECT a."id", 'applicant', c."user_id", a."signer_name", a."signature_method", a."signature_image", a."text_sha256", a."signed_at", a."signed_ip", a."signed_user_agent"
FROM "mediation_agreements" a JOIN "mediation_cases" c ON c."id" = a."case_id"
WHERE a."signed_at" IS NOT NULL AND a."signer_name" IS NOT NULL AND a."signature_image" IS NOT NULL AND a."signature_method" IS NOT NULL;--> statement-breakpoint
UPDATE "mediation_agreement_events" SET "party" = 'applicant' WHERE "event" IN ('opened', 'signed');--> statement-breakpoint
ALTER TABLE "mediation_agreements" DROP COLUMN "signer_name";--> statement-breakpoint
ALTER TABLE "mediation_agreements" DROP COLUMN "signature_method";--> statement-breakpoint
ALTER TABLE "mediation_agreements" DROP COLUMN "signature_image";--> statement-breakpoint
ALTER TABLE "mediation_agreements" DROP COLUMN "signed_at";--> statement-breakpoint
ALTER TABLE "mediation_agreements" DROP COLUMN "signed_ip";--> statement-breakpoint
ALTER TABLE "mediation_agreements" DROP COLUMN "signed_user_agent";