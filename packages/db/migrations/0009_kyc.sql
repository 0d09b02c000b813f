ALTER TABLE "real_name_submissions" ALTER COLUMN "back_image" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "real_name_submissions" ADD COLUMN "first_name" varchar(50);--> statement-breakpoint
ALTER TABLE "real_name_submissions" ADD COLUMN "last_name" varchar(50);