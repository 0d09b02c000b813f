CREATE TABLE "portal_about_sections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal_about_sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"language" varchar(8) NOT NULL,
	"tag" varchar(40) NOT NULL,
	"title" varchar(150) NOT NULL,
	"body" text NOT NULL,
	"image" varchar(80),
	"sort" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal_certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"issuer" varchar(100) NOT NULL,
	"number" varchar(100),
	"issued_on" date,
	"expires_on" date,
	"verify_url" varchar(300),
	"verify_how" text NOT NULL,
	"image" varchar(80),
	"sort" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_news" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal_news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"language" varchar(8) NOT NULL,
	"title" varchar(150) NOT NULL,
	"summary" varchar(500) DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"cover_image" varchar(80),
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_partners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal_partners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"website" varchar(300),
	"logo" varchar(80),
	"relationship" varchar(500) NOT NULL,
	"verify_url" varchar(300),
	"verify_how" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"language" varchar(8) NOT NULL,
	"name" varchar(100) NOT NULL,
	"summary" varchar(500) DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"fee_kind" varchar(24) NOT NULL,
	"fee_percent" numeric(5, 2),
	"fee_amount" numeric(16, 2),
	"fee_currency" varchar(8),
	"fee_note" varchar(500) NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_published_cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal_published_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source_case_id" integer NOT NULL,
	"language" varchar(8) NOT NULL,
	"title" varchar(150) NOT NULL,
	"summary" varchar(500) DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"cover_image" varchar(80),
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"language" varchar(8) NOT NULL,
	"name" varchar(100) NOT NULL,
	"summary" varchar(500) DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"icon" varchar(80),
	"sort" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"category" varchar(20) NOT NULL,
	"content" text NOT NULL,
	"contact" varchar(100),
	"image" varchar(64),
	"name" varchar(100),
	"email" varchar(50),
	"subject" varchar(120),
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"answer" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mediation_agreement_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mediation_agreement_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agreement_id" integer NOT NULL,
	"event" varchar(16) NOT NULL,
	"actor_id" integer,
	"ip" varchar(64),
	"user_agent" varchar(400),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mediation_agreements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mediation_agreements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"version" integer NOT NULL,
	"title" varchar(120) NOT NULL,
	"text" text NOT NULL,
	"text_sha256" varchar(64) NOT NULL,
	"settlement_amount" numeric(16, 2),
	"settlement_currency" varchar(8),
	"status" varchar(24) NOT NULL,
	"drafted_by" integer,
	"drafted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signer_name" varchar(100),
	"signature_method" varchar(8),
	"signature_image" text,
	"signed_at" timestamp with time zone,
	"signed_ip" varchar(64),
	"signed_user_agent" varchar(400),
	"signed_pdf_sha256" varchar(64),
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mediation_case_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mediation_case_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"from_status" varchar(24),
	"to_status" varchar(24) NOT NULL,
	"reason" text,
	"actor_id" integer,
	"actor_kind" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mediation_cases" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "mediation_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tracking_number" varchar(24) NOT NULL,
	"user_id" integer NOT NULL,
	"dispute_type" varchar(40) NOT NULL,
	"counterparty_name" varchar(100) NOT NULL,
	"counterparty_website" varchar(200),
	"counterparty_contact" varchar(200),
	"amount" numeric(16, 2) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"country" varchar(2) NOT NULL,
	"send_type" varchar(40) NOT NULL,
	"description" text NOT NULL,
	"incident_date" date,
	"evidence" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" varchar(24) NOT NULL,
	"status_reason" text,
	"mediator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "mediation_cases_tracking_number_unique" UNIQUE("tracking_number")
);
--> statement-breakpoint
CREATE TABLE "mediation_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mediation_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"author_id" integer,
	"title" varchar(120) NOT NULL,
	"body" text NOT NULL,
	"attachments" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mediation_dispute_types" (
	"value" varchar(40) PRIMARY KEY NOT NULL,
	"label_en" varchar(100) NOT NULL,
	"label_zh" varchar(100) NOT NULL,
	"description_en" text NOT NULL,
	"description_zh" text NOT NULL,
	"materials" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "real_name_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "real_name_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"full_name" varchar(100) NOT NULL,
	"id_type" varchar(20) NOT NULL,
	"id_number" varchar(30) NOT NULL,
	"country" varchar(2) NOT NULL,
	"front_image" varchar(64) NOT NULL,
	"back_image" varchar(64) NOT NULL,
	"status" varchar(16) NOT NULL,
	"reject_reason" text,
	"reviewer_id" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_wallets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"currency_type" varchar(40) NOT NULL,
	"address" varchar(128) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portal_about_sections" ADD CONSTRAINT "portal_about_sections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_about_sections" ADD CONSTRAINT "portal_about_sections_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_certificates" ADD CONSTRAINT "portal_certificates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_certificates" ADD CONSTRAINT "portal_certificates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_news" ADD CONSTRAINT "portal_news_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_news" ADD CONSTRAINT "portal_news_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_partners" ADD CONSTRAINT "portal_partners_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_partners" ADD CONSTRAINT "portal_partners_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_plans" ADD CONSTRAINT "portal_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_plans" ADD CONSTRAINT "portal_plans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_published_cases" ADD CONSTRAINT "portal_published_cases_source_case_id_mediation_cases_id_fk" FOREIGN KEY ("source_case_id") REFERENCES "public"."mediation_cases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_published_cases" ADD CONSTRAINT "portal_published_cases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_published_cases" ADD CONSTRAINT "portal_published_cases_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_services" ADD CONSTRAINT "portal_services_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_services" ADD CONSTRAINT "portal_services_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_items" ADD CONSTRAINT "feedback_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_items" ADD CONSTRAINT "feedback_items_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mediation_agreement_events" ADD CONSTRAINT "mediation_agreement_events_agreement_id_mediation_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."mediation_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mediation_agreement_events" ADD CONSTRAINT "mediation_agreement_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mediation_agreements" ADD CONSTRAINT "mediation_agreements_case_id_mediation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."mediation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mediation_agreements" ADD CONSTRAINT "mediation_agreements_drafted_by_users_id_fk" FOREIGN KEY ("drafted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mediation_case_events" ADD CONSTRAINT "mediation_case_events_case_id_mediation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."mediation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mediation_case_events" ADD CONSTRAINT "mediation_case_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mediation_cases" ADD CONSTRAINT "mediation_cases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mediation_cases" ADD CONSTRAINT "mediation_cases_mediator_id_users_id_fk" FOREIGN KEY ("mediator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mediation_reports" ADD CONSTRAINT "mediation_reports_case_id_mediation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."mediation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mediation_reports" ADD CONSTRAINT "mediation_reports_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_name_submissions" ADD CONSTRAINT "real_name_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_name_submissions" ADD CONSTRAINT "real_name_submissions_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_wallets" ADD CONSTRAINT "payout_wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portal_about_sections_tag_key" ON "portal_about_sections" USING btree ("language","tag");--> statement-breakpoint
CREATE INDEX "portal_news_published_idx" ON "portal_news" USING btree ("published","language","published_at");--> statement-breakpoint
CREATE INDEX "portal_published_cases_published_idx" ON "portal_published_cases" USING btree ("published","language","published_at");--> statement-breakpoint
CREATE INDEX "feedback_items_user_idx" ON "feedback_items" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "feedback_items_status_idx" ON "feedback_items" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "mediation_agreement_events_agreement_idx" ON "mediation_agreement_events" USING btree ("agreement_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "mediation_agreements_case_version_key" ON "mediation_agreements" USING btree ("case_id","version");--> statement-breakpoint
CREATE INDEX "mediation_case_events_case_idx" ON "mediation_case_events" USING btree ("case_id","id");--> statement-breakpoint
CREATE INDEX "mediation_cases_user_idx" ON "mediation_cases" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "mediation_cases_status_idx" ON "mediation_cases" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "mediation_cases_mediator_idx" ON "mediation_cases" USING btree ("mediator_id");--> statement-breakpoint
CREATE INDEX "mediation_reports_case_idx" ON "mediation_reports" USING btree ("case_id","id");--> statement-breakpoint
CREATE INDEX "real_name_submissions_user_idx" ON "real_name_submissions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "real_name_submissions_status_idx" ON "real_name_submissions" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "real_name_submissions_one_open_key" ON "real_name_submissions" USING btree ("user_id") WHERE status in ('pending', 'approved');