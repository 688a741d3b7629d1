-- Hand-written (data only; 0011 is generated from the schema): rows that only visitors' attachments
-- use become private. A row that any other record uses, or that any content or revision names,
-- stays public, as before.
UPDATE "stored_files" AS f SET "private" = true
WHERE EXISTS (SELECT 1 FROM "submissions" s WHERE s."file_id" = f."id")
  AND NOT EXISTS (SELECT 1 FROM "notices" n WHERE n."file_id" = f."id")
  AND NOT EXISTS (SELECT 1 FROM "exam_documents" e WHERE e."file_id" = f."id")
  AND NOT EXISTS (SELECT 1 FROM "faculty" p WHERE p."photo_file_id" = f."id")
  AND NOT EXISTS (SELECT 1 FROM "admission_rounds" r WHERE r."confirmation_file_id" = f."id")
  AND NOT EXISTS (SELECT 1 FROM "content_items" c WHERE strpos(c::text, f."id") > 0)
  AND NOT EXISTS (SELECT 1 FROM "content_revisions" c WHERE strpos(c::text, f."id") > 0)
  AND NOT EXISTS (SELECT 1 FROM "record_revisions" c WHERE strpos(c::text, f."id") > 0)
  AND NOT EXISTS (SELECT 1 FROM "campuses" c WHERE strpos(c::text, f."id") > 0)
  AND NOT EXISTS (SELECT 1 FROM "office_holders" c WHERE strpos(c::text, f."id") > 0);
