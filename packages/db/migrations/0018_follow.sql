CREATE TABLE "follow_institutions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "follow_institutions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"strategy" varchar(16) NOT NULL,
	"params" jsonb NOT NULL,
	"management_fee_percent" numeric NOT NULL,
	"profit_share_percent" numeric NOT NULL,
	"periods" integer[] NOT NULL,
	"capital" numeric NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_institutions_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "follow_institutions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "follow_marks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "follow_marks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"institution_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"equity" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follow_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "follow_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"institution_id" integer NOT NULL,
	"status" varchar(8) NOT NULL,
	"amount" numeric NOT NULL,
	"period_days" integer NOT NULL,
	"management_fee_percent" numeric NOT NULL,
	"profit_share_percent" numeric NOT NULL,
	"hold_id" integer,
	"started_at" timestamp with time zone,
	"ends_at" timestamp with time zone NOT NULL,
	"start_equity" numeric,
	"end_equity" numeric,
	"high_water_mark" numeric,
	"gross_pnl" numeric,
	"management_fee" numeric,
	"profit_share" numeric,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "follow_institutions" ADD CONSTRAINT "follow_institutions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_institutions" ADD CONSTRAINT "follow_institutions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_marks" ADD CONSTRAINT "follow_marks_institution_id_follow_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."follow_institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_orders" ADD CONSTRAINT "follow_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_orders" ADD CONSTRAINT "follow_orders_institution_id_follow_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."follow_institutions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_orders" ADD CONSTRAINT "follow_orders_hold_id_ledger_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."ledger_holds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follow_marks_institution_at_idx" ON "follow_marks" USING btree ("institution_id","at");--> statement-breakpoint
CREATE INDEX "follow_orders_user_idx" ON "follow_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "follow_orders_status_idx" ON "follow_orders" USING btree ("status","ends_at");--> statement-breakpoint
CREATE INDEX "follow_orders_institution_idx" ON "follow_orders" USING btree ("institution_id","status");