ALTER TABLE "programs" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "eligibility_hi" text;