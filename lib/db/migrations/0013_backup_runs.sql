CREATE TABLE "backup_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"ok" boolean NOT NULL,
	"trigger" text NOT NULL,
	"file_name" text,
	"size_bytes" bigint,
	"error" text
);
--> statement-breakpoint
CREATE INDEX "backup_runs_finished_idx" ON "backup_runs" USING btree ("finished_at" DESC NULLS LAST);