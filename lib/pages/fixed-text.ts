/**
 * The day the fixed words of the pages drawn by code alone were last reviewed: the sign-in and
 * password pages, and a notice board or result round that has never held a record. GIGW asks every
 * page to say when it last changed; such a page shows only its code's words, so its date is this
 * one, moved on whenever those words change (as the seed's pages carry their `lastReviewed`).
 */
export const FIXED_TEXT_REVIEWED = "2026-11-28";
