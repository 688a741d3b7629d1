import { ConflictError } from "../errors";

/**
 * Someone saved the programme after the version the caller edited: say who and when, never
 * overwrite (as ContentConflictError does for content; programmes have no version number, their
 * updatedAt is the version).
 */
export class ProgramConflictError extends ConflictError {
  constructor(readonly current: { updatedBy: string; updatedAt: string }) {
    super(
      `${current.updatedBy} changed this programme at ${current.updatedAt}. Reload to see their changes, then make yours again.`,
      "updatedAt",
    );
  }

  override get details(): Record<string, unknown> {
    return { conflict: this.current };
  }
}
