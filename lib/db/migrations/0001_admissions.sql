DROP INDEX "admission_results_round_email_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "admission_results_round_email_dob_key" ON "admission_results" USING btree ("round_id","email","dob");