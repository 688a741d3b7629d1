/** The kinds of admission whose seat allotments are published, each in rounds. */
export const RESULT_CATEGORIES = ["diploma", "btech", "ug", "pg"] as const;
export type ResultCategory = (typeof RESULT_CATEGORIES)[number];

/** Where a candidate's seat stands: pending until the candidate (or staff) records a decision. */
export const RESULT_STATUSES = ["pending", "freeze", "float", "upgrade", "reject"] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];
