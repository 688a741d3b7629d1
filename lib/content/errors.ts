import { ConflictError, ValidationError } from "../errors";

export type FieldProblem = { field: string; message: string };

/** Bad content data: every problem by field (a dotted path into the data), the first one as the message. */
export class ContentValidationError extends ValidationError {
  constructor(readonly problems: FieldProblem[]) {
    const first = problems[0];
    super(
      first ? (first.field ? `${first.field}: ${first.message}` : first.message) : "Invalid input.",
      first?.field || undefined,
    );
  }

  override get details(): Record<string, unknown> {
    return { errors: this.problems };
  }
}

/** Someone saved the item after the version the caller edited: say who and when, never overwrite. */
export class ContentConflictError extends ConflictError {
  constructor(readonly current: { version: number; updatedBy: string; updatedAt: string }) {
    super(
      `${current.updatedBy} changed this at ${current.updatedAt} (version ${current.version}). Reload to see their changes, then make yours again.`,
      "version",
    );
  }

  override get details(): Record<string, unknown> {
    return { conflict: this.current };
  }
}
