import { LANGUAGE_IDS, type LanguageId } from "@/lib/plans";
import { createLocalStore, type KeyValueStorage } from "@/lib/platform/client/local-store";

// The language (docs/product.md: default en or the stored choice, stored on change). Nothing stored in the
// browser grants a plan.

const LANGUAGE_KEY = "holla.language";

function parseLanguage(raw: string | null): LanguageId {
  return LANGUAGE_IDS.find((id) => id === raw) ?? "en";
}

export function createLanguageStore(storage?: KeyValueStorage | null) {
  return createLocalStore<LanguageId>({ key: LANGUAGE_KEY, parse: parseLanguage, serialize: (id) => id, serverValue: "en", storage });
}

export const languagePreference = createLanguageStore();
