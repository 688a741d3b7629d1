CREATE TABLE "exam_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"section" text NOT NULL,
	"file_id" text,
	"link" text,
	"uploaded_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_documents_file_or_link" CHECK (("exam_documents"."file_id" is null) <> ("exam_documents"."link" is null))
);
--> statement-breakpoint
ALTER TABLE "faculty" ADD COLUMN "photo_file_id" text;--> statement-breakpoint
ALTER TABLE "exam_documents" ADD CONSTRAINT "exam_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "exam_documents_section_created_idx" ON "exam_documents" USING btree ("section","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "exam_documents_file_idx" ON "exam_documents" USING btree ("file_id");--> statement-breakpoint
ALTER TABLE "faculty" ADD CONSTRAINT "faculty_photo_file_id_stored_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "faculty_photo_file_idx" ON "faculty" USING btree ("photo_file_id");