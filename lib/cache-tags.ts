/** Cache tags of the public reads; a write invalidates the tags of what it changed. */
export const CACHE_TAGS = {
  notices: "notices",
  programs: "programs",
  campuses: "campuses",
  officeHolders: "office-holders",
  departments: "departments",
  faculty: "faculty",
  admissionRounds: "admission-rounds",
  exams: "exams",
  /** Staff-managed content (lib/content): pages, home blocks, pop-up, tenders, menus, settings. */
  content: "content",
  /** The site search's synonyms (lib/search/synonym-store.ts). */
  searchSynonyms: "search-synonyms",
} as const;

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];
