CREATE TABLE "robot_positions" (
	"position_id" integer PRIMARY KEY NOT NULL,
	"robot_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"level" numeric,
	"handed_back_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "robot_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "robot_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"strategy" varchar(16) NOT NULL,
	"name" varchar(60) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"symbol" varchar(16) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"default_params" jsonb NOT NULL,
	"buy_price" numeric NOT NULL,
	"rent_options" jsonb NOT NULL,
	"min_allocation" numeric NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "robot_products_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "robots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "robots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"strategy" varchar(16) NOT NULL,
	"name" varchar(60) NOT NULL,
	"symbol" varchar(16) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"plan" varchar(10) NOT NULL,
	"rent_days" integer,
	"fee_paid" numeric NOT NULL,
	"fee_entry_id" integer,
	"params" jsonb NOT NULL,
	"allocation" numeric NOT NULL,
	"status" varchar(8) NOT NULL,
	"stop_reason" varchar(8),
	"memory" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"note" varchar(64),
	"note_params" jsonb,
	"purchased_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"last_step_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "robot_positions" ADD CONSTRAINT "robot_positions_position_id_trade_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."trade_positions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_positions" ADD CONSTRAINT "robot_positions_robot_id_robots_id_fk" FOREIGN KEY ("robot_id") REFERENCES "public"."robots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robot_positions" ADD CONSTRAINT "robot_positions_order_id_trade_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."trade_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robots" ADD CONSTRAINT "robots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "robots" ADD CONSTRAINT "robots_product_id_robot_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."robot_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "robot_positions_robot_idx" ON "robot_positions" USING btree ("robot_id","position_id");--> statement-breakpoint
CREATE INDEX "robots_user_idx" ON "robots" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "robots_status_idx" ON "robots" USING btree ("status","expires_at");