-- Trigram similarity for the site search (typo tolerance, "did you mean"); PGlite loads the same extension (lib/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_query_stats" (
	"week" date NOT NULL,
	"query" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"results" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_query_stats_week_query_pk" PRIMARY KEY("week","query")
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"position" integer PRIMARY KEY NOT NULL,
	"phrases" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_pages" ADD COLUMN "kind" text DEFAULT 'page' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_pages" ADD COLUMN "url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_pages" ADD COLUMN "title_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_pages" ADD COLUMN "body_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_pages" ADD COLUMN "names" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_pages" ADD COLUMN "search_vector_hi" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, title_hi), 'A') || setweight(to_tsvector('simple'::regconfig, body_hi), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "search_query_stats_week_idx" ON "search_query_stats" USING btree ("week","searches" DESC NULLS LAST);--> statement-breakpoint
-- The synonyms staff start from (edited at /admin/search).
INSERT INTO "search_synonyms" ("position", "phrases") VALUES
	(0, '["t & p cell", "t&p cell", "training and placement", "placement", "placements", "recruiters", "jobs for students", "प्लेसमेंट"]'::jsonb),
	(1, '["job portal", "jobs", "vacancies", "recruitment", "careers", "work with us", "naukri", "bharti", "भर्ती"]'::jsonb),
	(2, '["hostel", "accommodation", "chhatravas", "छात्रावास"]'::jsonb),
	(3, '["fee", "fees", "fee structure", "refund", "shulk", "शुल्क"]'::jsonb),
	(4, '["result", "results", "seat allocation", "allotment", "merit list", "parinam", "परिणाम"]'::jsonb),
	(5, '["contact", "contact us", "address", "email", "helpdesk", "phone", "sampark", "संपर्क"]'::jsonb),
	(6, '["dwarka", "headquarters", "hq", "sector 9"]'::jsonb),
	(7, '["campus", "campuses", "college", "parisar", "परिसर"]'::jsonb),
	(8, '["courses", "programmes", "programs", "course", "pathyakram", "पाठ्यक्रम"]'::jsonb),
	(9, '["admission", "admissions", "apply", "registration", "pravesh", "प्रवेश"]'::jsonb),
	(10, '["exam", "exams", "examination", "date sheet", "pariksha", "परीक्षा"]'::jsonb),
	(11, '["phd", "ph.d", "doctoral", "research", "shodh", "शोध"]'::jsonb),
	(12, '["rti", "right to information", "सूचना का अधिकार"]'::jsonb),
	(13, '["ugc", "university grants commission", "approvals", "disclosures"]'::jsonb),
	(14, '["coe", "controller of examination"]'::jsonb),
	(15, '["cof", "controller of finance"]'::jsonb),
	(16, '["vc", "vice chancellor", "vice-chancellor", "kulpati", "कुलपति"]'::jsonb),
	(17, '["tender", "tenders", "bids", "bid", "nivida", "निविदा"]'::jsonb),
	(18, '["scholarship", "scholarships", "chhatravritti", "छात्रवृत्ति"]'::jsonb);
