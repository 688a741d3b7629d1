/** The longest value of each office holder field; the schema and the staff form (in the browser) share them. */
export const OFFICE_HOLDER_LIMITS = {
  office: 60,
  title: 200,
  name: 200,
  email: 254,
  phone: 40,
  message: 5000,
  position: 999,
} as const;
