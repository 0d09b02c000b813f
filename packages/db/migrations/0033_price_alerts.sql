CREATE TABLE "price_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"symbol" varchar(16) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"threshold" numeric NOT NULL,
	"email" boolean DEFAULT false NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"fired_at" timestamp with time zone,
	"fired_price" numeric,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_alerts_kind" CHECK ("price_alerts"."kind" in ('above', 'below', 'move')),
	CONSTRAINT "price_alerts_threshold" CHECK ("price_alerts"."threshold" > 0)
);
--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_alerts_user_idx" ON "price_alerts" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "price_alerts_active_idx" ON "price_alerts" USING btree ("symbol") WHERE "price_alerts"."fired_at" is null and not "price_alerts"."paused";