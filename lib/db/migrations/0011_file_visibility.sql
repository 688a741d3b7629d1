DROP INDEX "stored_files_sha256_key";--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "stored_files_sha256_private_key" ON "stored_files" USING btree ("sha256","private");