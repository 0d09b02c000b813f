CREATE TABLE "mining_contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mining_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" varchar(80) NOT NULL,
	"pool" varchar(80) NOT NULL,
	"coin" varchar(8) NOT NULL,
	"status" varchar(12) NOT NULL,
	"hash_rate" integer NOT NULL,
	"price_per_th" numeric NOT NULL,
	"electricity_per_th_day" numeric NOT NULL,
	"term_days" integer NOT NULL,
	"period_minutes" integer NOT NULL,
	"periods_in_term" integer NOT NULL,
	"price" numeric NOT NULL,
	"electricity_per_period" numeric NOT NULL,
	"first_network_index" integer NOT NULL,
	"periods_settled" integer DEFAULT 0 NOT NULL,
	"periods_paid" integer DEFAULT 0 NOT NULL,
	"mined" numeric DEFAULT '0' NOT NULL,
	"electricity_paid" numeric DEFAULT '0' NOT NULL,
	"refunded" numeric,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"next_period_ends_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mining_settlements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mining_settlements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"number" integer NOT NULL,
	"network_index" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"outcome" varchar(8) NOT NULL,
	"hash_rate" integer NOT NULL,
	"network_hash_rate" numeric NOT NULL,
	"difficulty" numeric NOT NULL,
	"block_reward" numeric NOT NULL,
	"blocks" integer NOT NULL,
	"draw" varchar(64) NOT NULL,
	"gross" numeric NOT NULL,
	"payout" numeric NOT NULL,
	"electricity_fee" numeric NOT NULL,
	"energy_before" numeric NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mining_top_ups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mining_top_ups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"amount" numeric NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mining_network" (
	"id" integer PRIMARY KEY NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" varchar(64) NOT NULL,
	"genesis_at" timestamp with time zone NOT NULL,
	"period_minutes" integer NOT NULL,
	"block_seconds" integer NOT NULL,
	"block_reward" numeric NOT NULL,
	"base_hash_rate" numeric NOT NULL,
	"daily_growth" numeric NOT NULL,
	"noise_bound" numeric NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mining_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mining_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(80) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"pool" varchar(80) NOT NULL,
	"coin" varchar(8) NOT NULL,
	"price_per_th" numeric NOT NULL,
	"electricity_per_th_day" numeric NOT NULL,
	"term_days" integer NOT NULL,
	"min_hash_rate" integer NOT NULL,
	"max_hash_rate" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mining_products_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "mining_contracts" ADD CONSTRAINT "mining_contracts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mining_contracts" ADD CONSTRAINT "mining_contracts_product_id_mining_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."mining_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mining_settlements" ADD CONSTRAINT "mining_settlements_contract_id_mining_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."mining_contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mining_top_ups" ADD CONSTRAINT "mining_top_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mining_products" ADD CONSTRAINT "mining_products_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mining_contracts_user_idx" ON "mining_contracts" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "mining_contracts_due_idx" ON "mining_contracts" USING btree ("next_period_ends_at");--> statement-breakpoint
CREATE INDEX "mining_contracts_product_idx" ON "mining_contracts" USING btree ("product_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "mining_settlements_contract_number_key" ON "mining_settlements" USING btree ("contract_id","number");--> statement-breakpoint
CREATE INDEX "mining_top_ups_user_idx" ON "mining_top_ups" USING btree ("user_id","id");