-- A stored file's bytes become pieces in order (lib/files/store.ts); the bytes already stored are piece 0.
ALTER TABLE "stored_file_contents" ADD COLUMN "seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_file_contents" DROP CONSTRAINT "stored_file_contents_pkey";--> statement-breakpoint
ALTER TABLE "stored_file_contents" ADD CONSTRAINT "stored_file_contents_file_id_seq_pk" PRIMARY KEY("file_id","seq");
