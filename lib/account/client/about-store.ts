import { type AboutYou, createLocalAbout, EMPTY_ABOUT, isEmptyAbout } from "@/lib/account/about-rules";
import { apiRequest } from "@/lib/platform/client/http";
import type { LocalStore } from "@/lib/platform/client/local-store";

// About you as the page sees it, mirroring lib/saved-replies/client/store.ts: this browser's copy for a
// visitor, the account's (GET/PUT/DELETE /api/account/about) once signed in. This browser's copy is
// never moved into the account unasked (a sign-in may not be his own doing, and the account may hold
// facts of its own): the page offers "Use in my account" or "Keep it here".

export interface AboutStatus {
  mode: "browser" | "account";
  loading: boolean;
  error: string | null;
}

export interface AboutApi {
  get(): Promise<AboutYou>;
  put(about: AboutYou): Promise<AboutYou>;
  remove(): Promise<void>;
}

const aboutApi: AboutApi = {
  get: () => apiRequest<{ about: AboutYou }>("/api/account/about").then((r) => r.about),
  put: (about) =>
    apiRequest<{ about: AboutYou }>("/api/account/about", { method: "PUT", body: { ...about.facts, samples: about.samples } }).then(
      (r) => r.about,
    ),
  remove: () => apiRequest<void>("/api/account/about", { method: "DELETE" }),
};

export function createAboutStore({ local = createLocalAbout(), api = aboutApi }: { local?: LocalStore<AboutYou>; api?: AboutApi } = {}) {
  let account = false;
  let remote: AboutYou = EMPTY_ABOUT;
  let status: AboutStatus = { mode: "browser", loading: false, error: null };
  let kept = false;
  let syncing: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  let unsubscribeLocal: (() => void) | null = null;
  const emit = () => {
    for (const listener of [...listeners]) listener();
  };
  const setStatus = (patch: Partial<AboutStatus>) => {
    status = { ...status, ...patch };
    emit();
  };

  async function load() {
    setStatus({ loading: true, error: null });
    try {
      const about = await api.get();
      if (account) remote = about;
      setStatus({ loading: false });
    } catch (error) {
      setStatus({ loading: false, error: error instanceof Error ? error.message : "Could not load About you." });
    }
  }

  const current = () => (account ? remote : local.getSnapshot());

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      unsubscribeLocal ??= local.subscribe(emit);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          unsubscribeLocal?.();
          unsubscribeLocal = null;
        }
      };
    },
    getSnapshot: current,
    getServerSnapshot: (): AboutYou => EMPTY_ABOUT,
    getStatus: () => status,

    setSignedIn(signedIn: boolean): Promise<void> {
      if (!signedIn) {
        account = false;
        remote = EMPTY_ABOUT;
        kept = false;
        setStatus({ mode: "browser", loading: false, error: null });
        return Promise.resolve();
      }
      if (!account) {
        account = true;
        setStatus({ mode: "account" });
        syncing ??= load().finally(() => (syncing = null));
      }
      return syncing ?? Promise.resolve();
    },

    /** Signed in, loaded, and this browser holds an About you he hasn't decided about. */
    waitingInBrowser(): boolean {
      return account && !kept && !status.loading && !isEmptyAbout(local.getSnapshot());
    },

    /** "Use in my account": this browser's About you replaces the account's, then leaves the browser. */
    async moveBrowserAbout(): Promise<void> {
      if (!account) return;
      await syncing;
      remote = await api.put(local.getSnapshot());
      local.set(EMPTY_ABOUT);
      emit();
    },

    /** "Keep it here": the offer goes away for this page; the account's stays as it is. */
    keepBrowserAbout(): void {
      kept = true;
      emit();
    },

    /** Saves it where it lives; a server's refusal is thrown (a RequestError naming the field). */
    async save(about: AboutYou): Promise<AboutYou> {
      if (!account) {
        local.set(about);
        return local.getSnapshot();
      }
      remote = await api.put(about);
      emit();
      return remote;
    },

    async clear(): Promise<void> {
      if (!account) {
        local.set(EMPTY_ABOUT);
        return;
      }
      await api.remove();
      remote = EMPTY_ABOUT;
      emit();
    },

    /** What a generate request carries: what the store holds, or nothing. */
    forRequest(): AboutYou | undefined {
      const about = current();
      return isEmptyAbout(about) ? undefined : { facts: about.facts, samples: about.samples };
    },
  };
}

/** The one store the page uses. */
export const aboutYou = createAboutStore();
