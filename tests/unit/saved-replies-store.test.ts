import { describe, expect, it, vi } from "vitest";
import { PLANS } from "@/lib/plans";
import { RequestError } from "@/lib/platform/client/http";
import type { KeyValueStorage } from "@/lib/platform/client/local-store";
import { createSavedRepliesStore, type SavedRepliesApi } from "@/lib/saved-replies/client/store";
import { createLocalSavedReplies, SAVED_REPLIES_KEY, type SavedReply, saveLimitDescription } from "@/lib/saved-replies/rules";

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

/** The account's API in memory, with the server's cap. */
function fakeApi(server: SavedReply[] = [], cap: number | null = PLANS.basic.savedReplies) {
  let next = 1;
  const api: SavedRepliesApi & { server: SavedReply[] } = {
    server,
    list: vi.fn(async () => [...server].sort((a, b) => b.timestamp - a.timestamp)),
    save: vi.fn(async (reply) => {
      if (cap !== null && server.length >= cap) throw new RequestError(403, saveLimitDescription(), "save_limit");
      const saved = { ...reply, id: `s${next++}`, timestamp: 5_000 + next };
      server.push(saved);
      return saved;
    }),
    remove: vi.fn(async (id) => {
      const i = server.findIndex((r) => r.id === id);
      if (i < 0) throw new RequestError(404, "gone", "not_found");
      server.splice(i, 1);
    }),
    import: vi.fn(async (replies) => {
      const imported: string[] = [];
      const kept: string[] = [];
      for (const r of replies) {
        if (cap !== null && server.length >= cap) kept.push(r.text);
        else {
          server.push({ ...r, id: `s${next++}` });
          imported.push(r.text);
        }
      }
      return { imported, kept };
    }),
  };
  return api;
}

const reply = (text: string) => ({ text, tone: "funny" as const, language: "en" as const });

describe("saved replies store: browser and account", () => {
  it("anonymous: saves stay in the browser and no request is made", async () => {
    const api = fakeApi();
    const store = createSavedRepliesStore({ local: createLocalSavedReplies(memoryStorage()), api });
    expect((await store.save(reply("hey"), "basic")).ok).toBe(true);
    expect(store.getSnapshot().map((r) => r.text)).toEqual(["hey"]);
    expect(store.getStatus().mode).toBe("browser");
    expect(api.save).not.toHaveBeenCalled();
  });

  it("signing in shows the account's list and only offers the browser's saves: nothing moves unasked", async () => {
    const storage = memoryStorage();
    const local = createLocalSavedReplies(storage);
    local.save(reply("from this browser"), "basic", 1);
    const api = fakeApi([{ id: "old", text: "from my phone", tone: "flirty", language: "en", timestamp: 2 }]);
    const store = createSavedRepliesStore({ local, api });
    expect(store.waitingInBrowser()).toBe(0);
    await store.setSignedIn(true);
    expect(api.import).not.toHaveBeenCalled();
    expect(store.getSnapshot().map((r) => r.text)).toEqual(["from my phone"]);
    expect(store.waitingInBrowser()).toBe(1);
    expect(storage.data.has(SAVED_REPLIES_KEY)).toBe(true);
    // The page asks again on every sign-in check, and still moves nothing.
    await store.setSignedIn(true);
    expect(api.import).not.toHaveBeenCalled();
  });

  it("Move puts the browser's saves into the account, then shows the account's list", async () => {
    const storage = memoryStorage();
    const local = createLocalSavedReplies(storage);
    local.save(reply("from this browser"), "basic", 1);
    const api = fakeApi([{ id: "old", text: "from my phone", tone: "flirty", language: "en", timestamp: 2 }]);
    const store = createSavedRepliesStore({ local, api });
    await store.setSignedIn(true);
    await store.moveBrowserSaves();
    expect(api.import).toHaveBeenCalledWith([expect.objectContaining({ text: "from this browser" })]);
    expect(
      store
        .getSnapshot()
        .map((r) => r.text)
        .sort(),
    ).toEqual(["from my phone", "from this browser"]);
    expect(storage.data.has(SAVED_REPLIES_KEY)).toBe(false);
    expect(store.waitingInBrowser()).toBe(0);
    expect(store.getStatus()).toEqual({ mode: "account", loading: false, keptInBrowser: 0, error: null });
  });

  it("Keep here leaves the browser's saves where they are and stops offering them", async () => {
    const local = createLocalSavedReplies(memoryStorage());
    local.save(reply("stays here"), "basic", 1);
    const api = fakeApi();
    const store = createSavedRepliesStore({ local, api });
    await store.setSignedIn(true);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.keepBrowserSaves();
    expect(listener).toHaveBeenCalled();
    expect(store.waitingInBrowser()).toBe(0);
    expect(local.getSnapshot().map((r) => r.text)).toEqual(["stays here"]);
    expect(api.import).not.toHaveBeenCalled();
    unsubscribe();
  });

  it("signed out, nothing is offered and Move does nothing", async () => {
    const local = createLocalSavedReplies(memoryStorage());
    local.save(reply("mine"), "basic", 1);
    const api = fakeApi();
    const store = createSavedRepliesStore({ local, api });
    await store.setSignedIn(false);
    expect(store.waitingInBrowser()).toBe(0);
    await store.moveBrowserSaves();
    expect(api.import).not.toHaveBeenCalled();
    expect(store.getSnapshot().map((r) => r.text)).toEqual(["mine"]);
  });

  it("what the plan has no room for stays in the browser, and is counted instead of offered", async () => {
    const local = createLocalSavedReplies(memoryStorage());
    for (let i = 0; i < 3; i++) local.save(reply(`local ${i}`), "premium", i + 1);
    const api = fakeApi(
      Array.from({ length: PLANS.basic.savedReplies! - 1 }, (_, i) => ({
        id: `x${i}`,
        text: `server ${i}`,
        tone: "funny" as const,
        language: "en" as const,
        timestamp: 10 + i,
      })),
    );
    const store = createSavedRepliesStore({ local, api });
    await store.setSignedIn(true);
    expect(store.waitingInBrowser()).toBe(3);
    await store.moveBrowserSaves();
    expect(store.getStatus().keptInBrowser).toBe(2);
    expect(store.waitingInBrowser()).toBe(0);
    expect(local.getSnapshot().map((r) => r.text)).toEqual(["local 1", "local 2"]);
  });

  it("account saves show at once, take the server's id, and roll back when refused at the cap", async () => {
    const api = fakeApi([], 1);
    const store = createSavedRepliesStore({ local: createLocalSavedReplies(memoryStorage()), api });
    await store.setSignedIn(true);
    const saving = store.save(reply("first"), "premium");
    expect(store.getSnapshot().map((r) => r.text)).toEqual(["first"]);
    const outcome = await saving;
    expect(outcome).toMatchObject({ ok: true, saved: { id: api.server[0]!.id, text: "first" } });
    expect(store.find("first")?.id).toBe(api.server[0]!.id);

    expect(await store.save(reply("second"), "premium")).toEqual({ ok: false, reason: "limit" });
    expect(store.getSnapshot().map((r) => r.text)).toEqual(["first"]);
  });

  it("a failed delete puts the reply back; an already-deleted one counts as deleted", async () => {
    const api = fakeApi([{ id: "a", text: "keep me", tone: "funny", language: "en", timestamp: 1 }]);
    const store = createSavedRepliesStore({ local: createLocalSavedReplies(memoryStorage()), api });
    await store.setSignedIn(true);
    const target = store.getSnapshot()[0]!;
    vi.mocked(api.remove).mockRejectedValueOnce(new RequestError(503, "down", "database_unavailable"));
    expect(await store.remove(target)).toBe(false);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.mocked(api.remove).mockRejectedValueOnce(new RequestError(404, "gone", "not_found"));
    expect(await store.remove(target)).toBe(true);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it("a list that fails to load says why, and signing out returns to the browser's list", async () => {
    const api = fakeApi();
    vi.mocked(api.list).mockRejectedValueOnce(new RequestError(503, "Our database is unavailable right now.", "database_unavailable"));
    const local = createLocalSavedReplies(memoryStorage());
    const store = createSavedRepliesStore({ local, api });
    await store.setSignedIn(true);
    expect(store.getStatus()).toMatchObject({ mode: "account", loading: false, error: "Our database is unavailable right now." });
    await store.setSignedIn(false);
    expect(store.getStatus()).toEqual({ mode: "browser", loading: false, keptInBrowser: 0, error: null });
  });
});
