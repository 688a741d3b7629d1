/** The longest value of each department and school field; the schemas and the staff forms share them. */
export const DEPARTMENT_LIMITS = {
  name: 200,
  email: 254,
  /** A school lists its departments; the largest seeded one has 13. */
  departments: 100,
} as const;
