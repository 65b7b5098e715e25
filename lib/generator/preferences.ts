import { createLocalStore, type KeyValueStorage } from "@/lib/generator/local-store";
import { LANGUAGE_IDS, type LanguageId } from "@/lib/plans";

// What the tool remembers in the browser besides saved replies: that the notice was accepted, and the
// language (spec §4: default en or the stored choice, stored on change). Nothing here grants a plan.

export const NOTICE_KEY = "holla.noticeAccepted";
export const LANGUAGE_KEY = "holla.language";

/** null on the server and during hydration: not known yet, so neither the notice nor the tool flashes. */
export function createNoticeStore(storage?: KeyValueStorage | null) {
  return createLocalStore<boolean | null>({
    key: NOTICE_KEY,
    parse: (raw) => raw === "1",
    serialize: (accepted) => (accepted ? "1" : null),
    serverValue: null,
    storage,
  });
}

export function parseLanguage(raw: string | null): LanguageId {
  return LANGUAGE_IDS.find((id) => id === raw) ?? "en";
}

export function createLanguageStore(storage?: KeyValueStorage | null) {
  return createLocalStore<LanguageId>({ key: LANGUAGE_KEY, parse: parseLanguage, serialize: (id) => id, serverValue: "en", storage });
}

export const noticeAccepted = createNoticeStore();
export const languagePreference = createLanguageStore();
