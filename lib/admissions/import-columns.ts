/**
 * The columns of a round's allotment CSV and its size limit. Kept apart from the import service so
 * that pages and test fixtures can use them without loading the database and cache modules.
 */
export const REQUIRED_COLUMNS = [
  "form_number",
  "name",
  "email",
  "dob",
  "program",
  "campus",
  "registered_category",
] as const;
export const OPTIONAL_COLUMNS = [
  "category_allocated",
  "program_preference",
  "campus_preference",
  "rank",
  "status",
  "pwd",
  "defence",
] as const;
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
