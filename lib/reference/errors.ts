import { ConflictError } from "../errors";

/**
 * Someone saved the record after the version the caller edited: say who and when, never overwrite
 * (as ContentConflictError does for content; reference records have no version number, their
 * updatedAt is the version).
 */
export class RecordConflictError extends ConflictError {
  constructor(
    noun: string,
    readonly current: { updatedBy: string; updatedAt: string },
  ) {
    super(
      `${current.updatedBy} changed this ${noun} at ${current.updatedAt}. Reload to see their changes, then make yours again.`,
      "updatedAt",
    );
  }

  override get details(): Record<string, unknown> {
    return { conflict: this.current };
  }
}
