/** The longest value of each campus field; the schema and the staff form (in the browser) share them. */
export const CAMPUS_LIMITS = {
  name: 200,
  director: 200,
  directorEmail: 254,
  directorMessage: 5000,
  address: 500,
  url: 2000,
  about: 5000,
  /** One programme or lab in a list, and how many a list may hold. */
  listItem: 200,
  listItems: 100,
} as const;
