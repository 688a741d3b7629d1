CREATE TABLE "document_texts" (
	"file_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"source" text DEFAULT 'ocr' NOT NULL,
	"text" text,
	"pages" integer,
	"truncated" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_texts" ADD CONSTRAINT "document_texts_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_texts_status_idx" ON "document_texts" USING btree ("status","updated_at");