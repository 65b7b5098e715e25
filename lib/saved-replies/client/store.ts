import type { PlanId } from "@/lib/plans";
import { apiRequest, RequestError } from "@/lib/platform/client/http";
import {
  createLocalSavedReplies,
  type LocalSavedReplies,
  type SavedReply,
  type SaveOutcome,
  withSavedReply,
} from "@/lib/saved-replies/rules";

// The saved replies the page shows: the browser's list for anonymous visitors, the account's list
// (GET/POST/DELETE /api/saved-replies) once signed in. The browser's saves are never moved into an
// account unasked: a sign-in may not be the person's own doing (another site can send a browser
// through someone else's sign-in link), so the page names the account and offers Move or Keep here.
// A move takes as many as the plan keeps; the rest stay in the browser and are counted. Account
// changes show at once and are rolled back if the server refuses them.

export interface SavedRepliesStatus {
  mode: "browser" | "account";
  /** The account's list is being fetched. */
  loading: boolean;
  /** Browser saves the account could not take (the plan's cap): they stay in this browser. */
  keptInBrowser: number;
  /** Why the account's list could not be loaded. */
  error: string | null;
}

export interface SavedRepliesApi {
  /** Every saved reply of the account, a page at a time; `onPage` sees the list so far after each page. */
  list(onPage?: (soFar: SavedReply[]) => void): Promise<SavedReply[]>;
  save(reply: Omit<SavedReply, "timestamp" | "id">): Promise<SavedReply>;
  remove(id: string): Promise<void>;
  import(replies: readonly SavedReply[]): Promise<{ imported: string[]; kept: string[] }>;
}

const savedRepliesApi: SavedRepliesApi = {
  list: async (onPage) => {
    const all: SavedReply[] = [];
    let after: string | null = null;
    do {
      const query: string = after ? `?after=${encodeURIComponent(after)}` : "";
      const page: { replies: SavedReply[]; next: string | null } = await apiRequest(`/api/saved-replies${query}`);
      all.push(...page.replies);
      after = page.next;
      if (after) onPage?.([...all]);
    } while (after);
    return all;
  },
  save: (reply) => apiRequest<{ reply: SavedReply }>("/api/saved-replies", { method: "POST", body: reply }).then((r) => r.reply),
  remove: (id) => apiRequest<void>(`/api/saved-replies?id=${encodeURIComponent(id)}`, { method: "DELETE" }),
  import: (replies) => apiRequest("/api/saved-replies/import", { method: "POST", body: { replies } }),
};

const EMPTY: readonly SavedReply[] = Object.freeze([]);

export function createSavedRepliesStore({
  local = createLocalSavedReplies(),
  api = savedRepliesApi,
}: {
  local?: LocalSavedReplies;
  api?: SavedRepliesApi;
} = {}) {
  let account = false;
  let remote: readonly SavedReply[] = EMPTY;
  let status: SavedRepliesStatus = { mode: "browser", loading: false, keptInBrowser: 0, error: null };
  let syncing: Promise<void> | null = null;
  let moving: Promise<void> | null = null;
  /** "Keep here" was chosen: the browser's saves are not offered again on this page. */
  let kept = false;
  const listeners = new Set<() => void>();
  let unsubscribeLocal: (() => void) | null = null;

  const emit = () => {
    for (const listener of [...listeners]) listener();
  };
  const setRemote = (list: readonly SavedReply[]) => {
    remote = list;
    emit();
  };
  const setStatus = (patch: Partial<SavedRepliesStatus>) => {
    status = { ...status, ...patch };
    emit();
  };

  async function sync({ moveBrowserSaves }: { moveBrowserSaves: boolean }) {
    setStatus({ loading: true, error: null });
    try {
      const waiting = local.getSnapshot();
      if (moveBrowserSaves && waiting.length) {
        const { imported } = await api.import(waiting);
        const moved = new Set(imported);
        const left = local.getSnapshot().filter((r) => !moved.has(r.text));
        local.set(left);
        setStatus({ keptInBrowser: left.length });
      }
      // The first page shows at once; the rest follow as they arrive.
      const list = await api.list((soFar) => account && setRemote(soFar));
      if (account) setRemote(list);
      setStatus({ loading: false });
    } catch (error) {
      setStatus({ loading: false, error: error instanceof Error ? error.message : "Could not load your saved replies." });
    }
  }

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
    getSnapshot: (): readonly SavedReply[] => (account ? remote : local.getSnapshot()),
    getServerSnapshot: (): readonly SavedReply[] => EMPTY,
    getStatus: () => status,

    /** Signed in: show (and save to) the account; this browser's saves stay where they are. */
    setSignedIn(signedIn: boolean): Promise<void> {
      if (!signedIn) {
        account = false;
        remote = EMPTY;
        kept = false;
        setStatus({ mode: "browser", loading: false, keptInBrowser: 0, error: null });
        return Promise.resolve();
      }
      if (!account) {
        account = true;
        setStatus({ mode: "account" });
      }
      syncing ??= sync({ moveBrowserSaves: false }).finally(() => (syncing = null));
      return syncing;
    },

    /**
     * How many of this browser's saves to offer moving into the account: 0 when signed out, while
     * loading, after "Keep here", or once a move left some behind for want of room (they are counted).
     */
    waitingInBrowser(): number {
      if (!account || kept || status.loading || status.keptInBrowser > 0) return 0;
      return local.getSnapshot().length;
    },

    /** "Move": this browser's saves into the account, then the account's list. */
    moveBrowserSaves(): Promise<void> {
      if (!account) return Promise.resolve();
      moving ??= (async () => {
        await syncing;
        await sync({ moveBrowserSaves: true });
      })().finally(() => (moving = null));
      return moving;
    },

    /** "Keep here": the browser's saves stay in this browser, and the offer goes away for this page. */
    keepBrowserSaves(): void {
      kept = true;
      emit();
    },

    find(text: string): SavedReply | undefined {
      const wanted = text.trim();
      return (account ? remote : local.getSnapshot()).find((r) => r.text === wanted);
    },

    async save(reply: Omit<SavedReply, "timestamp" | "id">, plan: PlanId | null, now = Date.now()): Promise<SaveOutcome> {
      if (!account) return local.save(reply, plan, now);
      // The cap is checked here for a quick answer and again, for real, on the server.
      const { outcome } = withSavedReply(remote, reply, plan, now);
      if (!outcome.ok) return outcome;
      const pending = outcome.saved;
      setRemote([pending, ...remote]);
      try {
        const saved = await api.save({
          text: pending.text,
          tone: pending.tone,
          language: pending.language,
          ...(pending.herMessage ? { herMessage: pending.herMessage } : {}),
        });
        setRemote([saved, ...remote.filter((r) => r !== pending && r.id !== saved.id)]);
        return { ok: true, saved };
      } catch (error) {
        setRemote(remote.filter((r) => r !== pending));
        if (error instanceof RequestError && error.code === "save_limit") return { ok: false, reason: "limit" };
        return { ok: false, reason: "error", message: error instanceof Error ? error.message : "Could not save the reply." };
      }
    },

    /** Removes a saved reply; false (and the reply is back) when the server refused. */
    async remove(reply: SavedReply): Promise<boolean> {
      if (!account) {
        local.remove(reply.timestamp);
        return true;
      }
      if (!reply.id) return false;
      const before = remote;
      setRemote(remote.filter((r) => r.id !== reply.id));
      try {
        await api.remove(reply.id);
        return true;
      } catch (error) {
        // Already gone on the server is what was asked for.
        if (error instanceof RequestError && error.code === "not_found") return true;
        setRemote(before);
        return false;
      }
    },
  };
}

/** The one store the page uses. */
export const savedReplies = createSavedRepliesStore();
