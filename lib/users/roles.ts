/** What a staff account may do: every check of a role names one of these. */
export const USER_ROLES = ["Admin", "Editor", "Admissions", "Faculty"] as const;
export type UserRole = (typeof USER_ROLES)[number];
