import { describe, expect, it, vi } from "vitest";
import { ABOUT_KEY, type AboutYou, createLocalAbout, parseAbout } from "@/lib/account/about-rules";
import { createAboutStore } from "@/lib/account/client/about-store";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

const MINE: AboutYou = { facts: { name: "Arjun", work: "designer" }, samples: ["haha ya"] };
const ACCOUNTS: AboutYou = { facts: { name: "Arjun", home: "Pune" }, samples: [] };

function setup(remote: AboutYou = ACCOUNTS) {
  const storage = memoryStorage();
  const local = createLocalAbout(storage);
  let stored = remote;
  const api = {
    get: vi.fn(async () => stored),
    put: vi.fn(async (about: AboutYou) => (stored = about)),
    remove: vi.fn(async () => {
      stored = { facts: {}, samples: [] };
    }),
  };
  return { storage, local, api, store: createAboutStore({ local, api }), remote: () => stored };
}

describe("parseAbout", () => {
  it("holds what comes back from storage to the limits, whatever was written there", () => {
    expect(parseAbout(null)).toEqual({ facts: {}, samples: [] });
    expect(parseAbout("{not json")).toEqual({ facts: {}, samples: [] });
    const parsed = parseAbout(
      JSON.stringify({
        facts: { name: " Arjun ", work: "w".repeat(500), evil: "x", likes: 4 },
        samples: [...Array(12).fill("hi"), 3, "x".repeat(400)],
      }),
    );
    expect(parsed.facts).toEqual({ name: "Arjun", work: "w".repeat(200) });
    expect(parsed.samples).toHaveLength(10);
  });
});

describe("the About you store", () => {
  it("a visitor's lives in this browser, and is what a generate request carries", async () => {
    const { store, storage, api } = setup();
    expect(store.forRequest()).toBeUndefined();
    await store.save(MINE);
    expect(JSON.parse(storage.map.get(ABOUT_KEY)!)).toEqual(MINE);
    expect(store.forRequest()).toEqual(MINE);
    expect(api.put).not.toHaveBeenCalled();
    await store.clear();
    expect(storage.map.has(ABOUT_KEY)).toBe(false);
  });

  it("signed in, shows the account's, and offers this browser's instead of overwriting anything", async () => {
    const { store, local, api, remote } = setup();
    local.set(MINE);
    await store.setSignedIn(true);
    expect(store.getSnapshot()).toEqual(ACCOUNTS);
    expect(store.waitingInBrowser()).toBe(true);
    expect(api.put).not.toHaveBeenCalled();
    await store.moveBrowserAbout();
    expect(remote()).toEqual(MINE);
    expect(local.getSnapshot()).toEqual({ facts: {}, samples: [] });
    expect(store.waitingInBrowser()).toBe(false);
  });

  it("'Keep it here' leaves both as they are and stops asking", async () => {
    const { store, local, api } = setup();
    local.set(MINE);
    await store.setSignedIn(true);
    store.keepBrowserAbout();
    expect(store.waitingInBrowser()).toBe(false);
    expect(local.getSnapshot()).toEqual(MINE);
    expect(api.put).not.toHaveBeenCalled();
    // Signed out again: this browser's is back.
    await store.setSignedIn(false);
    expect(store.getSnapshot()).toEqual(MINE);
  });

  it("signed in, saves and clears the account's", async () => {
    const { store, api, remote } = setup();
    await store.setSignedIn(true);
    await store.save(MINE);
    expect(api.put).toHaveBeenCalledWith(MINE);
    expect(store.getSnapshot()).toEqual(MINE);
    await store.clear();
    expect(remote()).toEqual({ facts: {}, samples: [] });
    expect(store.forRequest()).toBeUndefined();
  });
});
