CREATE TABLE "search_pages" (
	"path" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, body), 'D')) STORED
);
--> statement-breakpoint
ALTER TABLE "faculty" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(firstname, '') || ' ' || coalesce(surname, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(designation, '') || ' ' || coalesce(school, '') || ' ' || coalesce(overview, '')), 'D')) STORED;