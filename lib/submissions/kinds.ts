/** The visitors' forms whose answers staff read (/grievance-form, /alumni, /feedback). */
export const SUBMISSION_KINDS = ["grievance", "alumni", "feedback"] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

/** How far staff have dealt with a submission. */
export const SUBMISSION_STATUSES = ["new", "in_progress", "resolved"] as const;
