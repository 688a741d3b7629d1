CREATE TABLE "record_revisions" (
	"id" text PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "address_hi" text;--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "about_hi" text;--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "director_message_hi" text;--> statement-breakpoint
ALTER TABLE "department_schools" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "office_holders" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "office_holders" ADD COLUMN "message_hi" text;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "seats" integer;--> statement-breakpoint
CREATE INDEX "record_revisions_entity_idx" ON "record_revisions" USING btree ("entity_type","entity_id","created_at" DESC NULLS LAST);