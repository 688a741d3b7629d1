CREATE TYPE "public"."content_item_status" AS ENUM('draft', 'in_review', 'published');--> statement-breakpoint
ALTER TYPE "public"."user_role" ADD VALUE 'Publisher';--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"key" text NOT NULL,
	"status" "content_item_status" DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"draft" jsonb NOT NULL,
	"published" jsonb,
	"scheduled" jsonb,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"review_comment" text,
	"published_at" timestamp with time zone,
	"published_by" text,
	"seeded" boolean DEFAULT false NOT NULL,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"version" integer NOT NULL,
	"action" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_type_key_key" ON "content_items" USING btree ("type","key");--> statement-breakpoint
CREATE INDEX "content_items_type_updated_idx" ON "content_items" USING btree ("type","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_revisions_item_idx" ON "content_revisions" USING btree ("item_id","created_at" DESC NULLS LAST);