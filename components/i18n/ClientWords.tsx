"use client";

import { createContext, useContext, type ReactNode } from "react";
import en from "@/messages/en.json";

/**
 * The few fixed words that shared browser components say on every page ("opens in a new tab",
 * "Close", "Pause"), translated on the server and handed down once by the root layout. Client
 * components get words this way or as props, so the browser needs no message formatter.
 * English is the default outside the layout (unit tests).
 */
export type ClientWords = typeof en.client;

const ClientWordsContext = createContext<ClientWords>(en.client);

export function ClientWordsProvider({ words, children }: { words: ClientWords; children: ReactNode }) {
  return <ClientWordsContext value={words}>{children}</ClientWordsContext>;
}

export function useClientWords(): ClientWords {
  return useContext(ClientWordsContext);
}

/** A client word with its {placeholders} filled in (these words have no plurals or selects). */
export function fillWord(word: string, values: Record<string, string | number>): string {
  return word.replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match));
}
