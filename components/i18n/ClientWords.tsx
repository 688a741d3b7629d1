"use client";

import { createContext, useContext, type ReactNode } from "react";
import type en from "@/messages/en.json";

/**
 * The few fixed words that shared browser components say on every page ("opens in a new tab",
 * "Close", "Pause"), translated on the server from the catalogue's "client" words and handed
 * down once by the root layout. Client components get words this way or as props, so the browser
 * needs neither a message formatter nor the catalogue.
 */
export type ClientWords = typeof en.client;

/**
 * Outside the root layout (unit tests) the English words. A copy, so that the catalogue stays out
 * of the browser's scripts; a unit test keeps it equal to messages/en.json.
 */
export const ENGLISH_CLIENT_WORDS: ClientWords = {
  newTab: "(opens in a new tab)",
  close: "Close",
  play: "Play",
  pause: "Pause",
  newBadge: "New",
  slideshow: "slideshow",
  slideOf: "{index} of {count}",
  showSlide: "Show slide {index} of {count}",
  banner: "DSEU banner",
  playBanner: "Play banner",
  pauseBanner: "Pause banner",
  youtubeLinks: "Youtube Links",
};

const ClientWordsContext = createContext<ClientWords>(ENGLISH_CLIENT_WORDS);

export function ClientWordsProvider({ words, children }: { words: ClientWords; children: ReactNode }) {
  return <ClientWordsContext value={words}>{children}</ClientWordsContext>;
}

export function useClientWords(): ClientWords {
  return useContext(ClientWordsContext);
}
