import type { ContentData } from "./schema";
import { renderChangesAt } from "./schedule";
import { parseStartingDate } from "./popup-date";

type Popup = ContentData<"admission-popup">;

/** Whether the pop-up shows at `now`: switched on, and inside its show-from/show-until window. */
export function isPopupVisible(popup: Popup, now: Date): boolean {
  if (!popup.enabled) return false;
  const time = now.getTime();
  if (popup.showFrom && Date.parse(popup.showFrom) > time) return false;
  return !(popup.showUntil && Date.parse(popup.showUntil) <= time);
}

/**
 * The pop-up visitors see at `now`, or undefined: the one rule for the home page and the public
 * API, so neither shows the words of a pop-up that is switched off or outside its window.
 */
export function popupShownAt(popup: Popup | undefined, now: Date): Popup | undefined {
  return popup && isPopupVisible(popup, now) ? withStartingDays(popup) : undefined;
}

/**
 * The pop-up with each starting date as its ISO day: an item saved while the date was free text
 * ({ en: "03.09.2025" }) reads as the day it names; text that names none is left as it was.
 */
function withStartingDays(popup: Popup): Popup {
  return {
    ...popup,
    items: popup.items.map(({ startingDate, ...item }) => {
      const day = parseStartingDate(startingDate);
      if (day === "") return item;
      return { ...item, startingDate: day ?? startingDate };
    }),
  };
}

/** Tells the page cache when the pop-up's window next opens or closes. */
export function notePopupWindow(popup: Popup, now: Date): void {
  for (const moment of [popup.showFrom, popup.showUntil]) if (moment) renderChangesAt(new Date(moment), now);
}
