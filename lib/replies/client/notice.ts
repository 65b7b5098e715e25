import { createLocalStore, type KeyValueStorage } from "@/lib/platform/client/local-store";

// Whether this browser accepted the Important Notice (docs/product.md: the tool appears only after it).
// Its own module: it is in the page's first load, and needs nothing else.

const NOTICE_KEY = "holla.noticeAccepted";

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

export const noticeAccepted = createNoticeStore();
