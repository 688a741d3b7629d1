CREATE TYPE "public"."campus_zone" AS ENUM('central', 'north', 'south', 'east', 'west');--> statement-breakpoint
CREATE TYPE "public"."program_level" AS ENUM('DIPLOMA', 'UG', 'PG');--> statement-breakpoint
CREATE TYPE "public"."result_category" AS ENUM('diploma', 'btech', 'ug', 'pg');--> statement-breakpoint
CREATE TYPE "public"."result_status" AS ENUM('pending', 'freeze', 'float', 'upgrade', 'reject');--> statement-breakpoint
CREATE TYPE "public"."submission_kind" AS ENUM('grievance', 'alumni', 'feedback');--> statement-breakpoint
CREATE TYPE "public"."submission_status" AS ENUM('new', 'in_progress', 'resolved');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('Admin', 'Editor', 'Admissions', 'Faculty');--> statement-breakpoint
CREATE TABLE "admission_results" (
	"id" text PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"form_number" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"dob" text NOT NULL,
	"program" text DEFAULT '' NOT NULL,
	"campus" text DEFAULT '' NOT NULL,
	"registered_category" text DEFAULT '' NOT NULL,
	"category_allocated" text DEFAULT '' NOT NULL,
	"program_preference" integer,
	"campus_preference" boolean DEFAULT false NOT NULL,
	"rank" integer,
	"status" "result_status" DEFAULT 'pending' NOT NULL,
	"pwd" boolean DEFAULT false NOT NULL,
	"defence" boolean DEFAULT false NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admission_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"category" "result_category" NOT NULL,
	"round" integer NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"window_open" boolean DEFAULT false NOT NULL,
	"confirmation_pdf_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admission_rounds_round_range" CHECK ("admission_rounds"."round" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" text PRIMARY KEY NOT NULL,
	"actor_id" text,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campuses" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"zone" "campus_zone" NOT NULL,
	"director" text DEFAULT '' NOT NULL,
	"director_email" text DEFAULT '' NOT NULL,
	"director_message" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"map_url" text DEFAULT '' NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"programmes_offered" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"labs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photo_url" text DEFAULT '' NOT NULL,
	"activity_photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "department_school_members" (
	"school_id" text NOT NULL,
	"department_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "department_school_members_school_id_department_id_pk" PRIMARY KEY("school_id","department_id")
);
--> statement-breakpoint
CREATE TABLE "department_schools" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"hod" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faculty" (
	"id" text PRIMARY KEY NOT NULL,
	"salutation" text DEFAULT '' NOT NULL,
	"firstname" text NOT NULL,
	"surname" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"designation" text DEFAULT 'Professor' NOT NULL,
	"faculty_type" text DEFAULT 'DSEU' NOT NULL,
	"department_id" text,
	"school" text,
	"overview" text DEFAULT '' NOT NULL,
	"photo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faculty_research" (
	"id" text PRIMARY KEY NOT NULL,
	"faculty_id" text NOT NULL,
	"research_area" text DEFAULT '' NOT NULL,
	"research_overview" text DEFAULT '' NOT NULL,
	"publications" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"section" text NOT NULL,
	"file_id" text NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"auto_archive" boolean DEFAULT false NOT NULL,
	"valid_until" timestamp with time zone,
	"end_date" timestamp with time zone,
	"apply_url" text,
	"vacancies" text,
	"order_number" text,
	"order_date" text,
	"uploaded_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_holders" (
	"id" text PRIMARY KEY NOT NULL,
	"office" text NOT NULL,
	"title" text NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_campuses" (
	"program_id" text NOT NULL,
	"campus_id" text NOT NULL,
	CONSTRAINT "program_campuses_program_id_campus_id_pk" PRIMARY KEY("program_id","campus_id")
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"level" "program_level" NOT NULL,
	"duration" text NOT NULL,
	"mode" text DEFAULT 'Full Time' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"eligibility" text DEFAULT '' NOT NULL,
	"department_id" text,
	"years" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" text PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content_type" text NOT NULL,
	"original_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"has_text_layer" boolean,
	"page_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" "submission_kind" NOT NULL,
	"reference" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file_id" text,
	"status" "submission_status" DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" "user_role" NOT NULL,
	"name" text,
	"disabled" boolean DEFAULT false NOT NULL,
	"session_version" integer DEFAULT 1 NOT NULL,
	"faculty_id" text,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lowercase" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
ALTER TABLE "admission_results" ADD CONSTRAINT "admission_results_round_id_admission_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."admission_rounds"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "department_school_members" ADD CONSTRAINT "department_school_members_school_id_department_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."department_schools"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "department_school_members" ADD CONSTRAINT "department_school_members_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "faculty" ADD CONSTRAINT "faculty_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "faculty_research" ADD CONSTRAINT "faculty_research_faculty_id_faculty_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculty"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "program_campuses" ADD CONSTRAINT "program_campuses_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "program_campuses" ADD CONSTRAINT "program_campuses_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_faculty_id_faculty_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculty"("id") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "admission_results_round_form_key" ON "admission_results" USING btree ("round_id","form_number");--> statement-breakpoint
CREATE INDEX "admission_results_round_email_idx" ON "admission_results" USING btree ("round_id","email");--> statement-breakpoint
CREATE INDEX "admission_results_round_status_idx" ON "admission_results" USING btree ("round_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "admission_rounds_category_round_key" ON "admission_rounds" USING btree ("category","round");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "campuses_name_key" ON "campuses" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "campuses_slug_key" ON "campuses" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "campuses_zone_idx" ON "campuses" USING btree ("zone");--> statement-breakpoint
CREATE INDEX "dsm_department_idx" ON "department_school_members" USING btree ("department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "department_schools_name_key" ON "department_schools" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_name_key" ON "departments" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "faculty_email_key" ON "faculty" USING btree ("email");--> statement-breakpoint
CREATE INDEX "faculty_department_idx" ON "faculty" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "faculty_research_faculty_idx" ON "faculty_research" USING btree ("faculty_id");--> statement-breakpoint
CREATE INDEX "notices_section_created_idx" ON "notices" USING btree ("section","archived","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notices_created_idx" ON "notices" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notices_file_idx" ON "notices" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "office_holders_office_key" ON "office_holders" USING btree ("office");--> statement-breakpoint
CREATE INDEX "program_campuses_campus_idx" ON "program_campuses" USING btree ("campus_id");--> statement-breakpoint
CREATE UNIQUE INDEX "programs_level_code_key" ON "programs" USING btree ("level","code");--> statement-breakpoint
CREATE INDEX "programs_department_idx" ON "programs" USING btree ("department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stored_files_sha256_key" ON "stored_files" USING btree ("sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_reference_key" ON "submissions" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "submissions_kind_idx" ON "submissions" USING btree ("kind","status");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");