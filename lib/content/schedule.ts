import { noteScheduledChange } from "../cache/page-generation";

/** The columns that decide what visitors see, as the database keeps them. */
export type PublicationState<D> = {
  published: D | null;
  scheduled: D | null;
  publishAt: Date | null;
  unpublishAt: Date | null;
  publishedAt: Date | null;
};

/**
 * What visitors see at `now`: the scheduled data once publish-at has passed, nothing once
 * unpublish-at has passed, otherwise the published data. Computed on every read (cached rows,
 * fresh answer), so a scheduled change shows on the first request after its time.
 */
export function resolveAt<D>(state: PublicationState<D>, now: Date): { data: D; since: Date } | undefined {
  const time = now.getTime();
  if (state.unpublishAt && state.unpublishAt.getTime() <= time) return undefined;
  if (state.scheduled && state.publishAt && state.publishAt.getTime() <= time)
    return { data: state.scheduled, since: state.publishAt };
  if (!state.published) return undefined;
  return { data: state.published, since: state.publishedAt ?? new Date(0) };
}

/** The next moment after `now` at which resolveAt's answer changes, if any. */
export function nextTransition(state: PublicationState<unknown>, now: Date): Date | undefined {
  const time = now.getTime();
  const candidates = [state.scheduled ? state.publishAt : null, state.unpublishAt].filter(
    (d): d is Date => !!d && d.getTime() > time,
  );
  return candidates.sort((a, b) => a.getTime() - b.getTime())[0];
}

/** Tells the whole-page cache that what is being rendered changes at `at` (if it is in the future). */
export function renderChangesAt(at: Date | undefined, now: Date = new Date()): void {
  if (at && at.getTime() > now.getTime()) noteScheduledChange(at.getTime());
}
