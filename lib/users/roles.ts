/**
 * What a staff account may do: every check of a role names one of these. Publisher approves and
 * publishes staff-managed content (lib/content); Admin may do everything.
 */
export const USER_ROLES = ["Admin", "Editor", "Admissions", "Faculty", "Publisher"] as const;
export type UserRole = (typeof USER_ROLES)[number];
