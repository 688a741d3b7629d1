ALTER TABLE "notices" ALTER COLUMN "file_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "fees" text;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_file_or_link" CHECK (("notices"."file_id" is null) <> ("notices"."link" is null));