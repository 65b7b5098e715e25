import { describe, expect, it, vi } from "vitest";
import { PLANS, SAVE_NUDGE_AT } from "@/lib/plans";
import type { KeyValueStorage } from "@/lib/platform/client/local-store";
import { createNoticeStore } from "@/lib/replies/client/notice";
import { createLanguageStore } from "@/lib/replies/client/preferences";
import {
  createLocalSavedReplies,
  parseSavedReplies,
  SAVED_REPLIES_KEY,
  type SavedReply,
  savedCountLine,
  saveLimitDescription,
  showsSaveNudge,
  visibleSavedReplies,
} from "@/lib/saved-replies/rules";

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const BASIC_LIMIT = PLANS.basic.savedReplies!;

function fill(store: ReturnType<typeof createLocalSavedReplies>, n: number, plan: "basic" | "premium" = "basic") {
  for (let i = 0; i < n; i++) expect(store.save({ text: `reply ${i}`, tone: "funny", language: "en" }, plan, 1_000 + i).ok).toBe(true);
}

describe("saved replies store", () => {
  it("stores { text, tone, language, timestamp } in localStorage and tells subscribers", () => {
    const storage = memoryStorage();
    const store = createLocalSavedReplies(storage);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const outcome = store.save({ text: "  Coffee on Friday?  ", tone: "confident", language: "hi" }, "basic", 1234);
    expect(outcome).toEqual({ ok: true, saved: { text: "Coffee on Friday?", tone: "confident", language: "hi", timestamp: 1234 } });
    expect(JSON.parse(storage.data.get(SAVED_REPLIES_KEY)!)).toEqual([
      { text: "Coffee on Friday?", tone: "confident", language: "hi", timestamp: 1234 },
    ]);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it("keeps a snapshot's identity until the stored list changes (useSyncExternalStore needs that)", () => {
    const store = createLocalSavedReplies(memoryStorage());
    const a = store.getSnapshot();
    expect(store.getSnapshot()).toBe(a);
    store.save({ text: "hey", tone: "funny", language: "en" }, "basic");
    const b = store.getSnapshot();
    expect(b).not.toBe(a);
    expect(store.getSnapshot()).toBe(b);
  });

  it("a second store on the same storage (the other tab) sees the same list", () => {
    const storage = memoryStorage();
    const generatorTab = createLocalSavedReplies(storage);
    const savedTab = createLocalSavedReplies(storage);
    generatorTab.save({ text: "hey", tone: "funny", language: "en" }, "basic", 5);
    expect(savedTab.getSnapshot()).toEqual([{ text: "hey", tone: "funny", language: "en", timestamp: 5 }]);
    expect(savedTab.find("hey")?.timestamp).toBe(5);
  });

  it(`refuses the ${BASIC_LIMIT + 1}th save on Basic with a clear reason, and allows it on Premium`, () => {
    const store = createLocalSavedReplies(memoryStorage());
    fill(store, BASIC_LIMIT);
    expect(store.save({ text: "one more", tone: "funny", language: "en" }, "basic")).toEqual({ ok: false, reason: "limit" });
    expect(store.save({ text: "one more", tone: "funny", language: "en" }, null)).toEqual({ ok: false, reason: "limit" });
    expect(store.getSnapshot()).toHaveLength(BASIC_LIMIT);
    expect(store.save({ text: "one more", tone: "funny", language: "en" }, "premium").ok).toBe(true);
    expect(saveLimitDescription()).toBe(`Free plan allows only ${BASIC_LIMIT} saved replies. Upgrade to Premium for unlimited saves!`);
  });

  it("refuses an empty reply", () => {
    const store = createLocalSavedReplies(memoryStorage());
    expect(store.save({ text: "   ", tone: "funny", language: "en" }, "premium")).toEqual({ ok: false, reason: "empty" });
  });

  it("keeps timestamps unique, so deleting one never deletes two", () => {
    const store = createLocalSavedReplies(memoryStorage());
    store.save({ text: "a", tone: "funny", language: "en" }, "basic", 100);
    store.save({ text: "b", tone: "funny", language: "en" }, "basic", 100);
    const [a, b] = store.getSnapshot();
    expect(b!.timestamp).toBeGreaterThan(a!.timestamp);
    store.remove(a!.timestamp);
    expect(store.getSnapshot().map((r) => r.text)).toEqual(["b"]);
  });

  it("works in memory when storage refuses writes", () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new Error("QuotaExceededError");
    };
    const store = createLocalSavedReplies(storage);
    expect(store.save({ text: "a", tone: "funny", language: "en" }, "basic", 1).ok).toBe(true);
    expect(store.getSnapshot()).toHaveLength(1);
  });
});

describe("saved replies rules", () => {
  const list: SavedReply[] = [
    { text: "old", tone: "funny", language: "en", timestamp: 1 },
    { text: "creative", tone: "creative", language: "en", timestamp: 2 },
    { text: "new", tone: "flirty", language: "hi", timestamp: 3 },
  ];

  it("hides Creative entries from Basic, newest first", () => {
    expect(visibleSavedReplies(list, "basic").map((r) => r.text)).toEqual(["new", "old"]);
    expect(visibleSavedReplies(list, null).map((r) => r.text)).toEqual(["new", "old"]);
    expect(visibleSavedReplies(list, "premium").map((r) => r.text)).toEqual(["new", "creative", "old"]);
  });

  it("count line: 'N of 10 saved' on Basic, 'N saved replies' when unlimited", () => {
    expect(savedCountLine(3, "basic")).toBe(`3 of ${BASIC_LIMIT} saved`);
    expect(savedCountLine(3, "premium")).toBe("3 saved replies");
    expect(savedCountLine(1, "premium_plus")).toBe("1 saved reply");
  });

  it(`nudges Basic to upgrade from ${SAVE_NUDGE_AT} saved, never Premium`, () => {
    expect(showsSaveNudge(SAVE_NUDGE_AT - 1, "basic")).toBe(false);
    expect(showsSaveNudge(SAVE_NUDGE_AT, "basic")).toBe(true);
    expect(showsSaveNudge(SAVE_NUDGE_AT + 5, "premium")).toBe(false);
  });

  it("parses only well-formed entries, defaulting the language", () => {
    const raw = JSON.stringify([
      { text: "ok", tone: "funny", timestamp: 1 },
      { text: "", tone: "funny", language: "en", timestamp: 2 },
      { text: "bad tone", tone: "sleazy", language: "en", timestamp: 3 },
      { text: "no time", tone: "funny", language: "en" },
      "junk",
    ]);
    expect(parseSavedReplies(raw)).toEqual([{ text: "ok", tone: "funny", language: "en", timestamp: 1 }]);
    expect(parseSavedReplies("{not json")).toEqual([]);
    expect(parseSavedReplies(null)).toEqual([]);
  });
});

describe("preferences", () => {
  it("the notice is unknown on the server, false until accepted, then remembered", () => {
    const storage = memoryStorage();
    const notice = createNoticeStore(storage);
    expect(notice.getServerSnapshot()).toBeNull();
    expect(notice.getSnapshot()).toBe(false);
    notice.set(true);
    expect(createNoticeStore(storage).getSnapshot()).toBe(true);
  });

  it("the language defaults to en and keeps a stored choice; junk falls back to en", () => {
    const storage = memoryStorage();
    const language = createLanguageStore(storage);
    expect(language.getSnapshot()).toBe("en");
    language.set("hi");
    expect(createLanguageStore(storage).getSnapshot()).toBe("hi");
    expect(createLanguageStore(memoryStorage({ "holla.language": "fr" })).getSnapshot()).toBe("en");
  });
});
