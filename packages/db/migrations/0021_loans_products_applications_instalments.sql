CREATE TABLE "loan_instalments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loan_instalments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"loan_id" integer NOT NULL,
	"number" integer NOT NULL,
	"due_date" varchar(10) NOT NULL,
	"principal" numeric NOT NULL,
	"interest" numeric NOT NULL,
	"balance_after" numeric NOT NULL,
	"state" varchar(16) DEFAULT 'open' NOT NULL,
	"overdue_at" timestamp with time zone,
	"paid_principal" numeric DEFAULT '0' NOT NULL,
	"paid_interest" numeric DEFAULT '0' NOT NULL,
	"paid_fee" numeric DEFAULT '0' NOT NULL,
	"days_overdue" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "loan_instalments_amounts_check" CHECK ("loan_instalments"."principal" > 0 AND "loan_instalments"."interest" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"product_name" varchar(80) NOT NULL,
	"amount" numeric NOT NULL,
	"term_months" integer NOT NULL,
	"apr" numeric NOT NULL,
	"origination_fee" numeric NOT NULL,
	"overdue_fee_kind" varchar(16) NOT NULL,
	"overdue_fee" numeric NOT NULL,
	"reject_reason" text,
	"decided_by" integer,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"disbursed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "loans_amount_check" CHECK ("loans"."amount" > 0 AND "loans"."term_months" > 0)
);
--> statement-breakpoint
CREATE TABLE "loan_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loan_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(80) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"currency" varchar(8) DEFAULT 'USD' NOT NULL,
	"min_amount" numeric NOT NULL,
	"max_amount" numeric NOT NULL,
	"term_months" integer[] NOT NULL,
	"apr" numeric NOT NULL,
	"origination_fee_percent" numeric DEFAULT '0' NOT NULL,
	"overdue_fee_kind" varchar(16) NOT NULL,
	"overdue_fee" numeric NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_products_amounts_check" CHECK ("loan_products"."min_amount" > 0 AND "loan_products"."min_amount" <= "loan_products"."max_amount"),
	CONSTRAINT "loan_products_rates_check" CHECK ("loan_products"."apr" >= 0 AND "loan_products"."origination_fee_percent" >= 0 AND "loan_products"."overdue_fee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "loan_instalments" ADD CONSTRAINT "loan_instalments_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_product_id_loan_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."loan_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_products" ADD CONSTRAINT "loan_products_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_instalments_number_key" ON "loan_instalments" USING btree ("loan_id","number");--> statement-breakpoint
CREATE INDEX "loan_instalments_open_idx" ON "loan_instalments" USING btree ("due_date") WHERE state = 'open';--> statement-breakpoint
CREATE INDEX "loans_user_idx" ON "loans" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "loans_status_idx" ON "loans" USING btree ("status","id");