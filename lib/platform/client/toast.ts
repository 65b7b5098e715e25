// Toasts without shipping sonner in the first load (see components/toast-host.tsx). Same call shape
// as sonner's toast.success / toast.error: a title and an optional description. Sonner is fetched on
// the first toast, not before: most visits never see one.

export type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | null = null;
let markMounted!: () => void;
const mounted = new Promise<void>((resolve) => (markMounted = resolve));
const listeners = new Set<(sonner: Sonner) => void>();

function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import("sonner");
    void sonner.then((module) => {
      for (const listener of listeners) listener(module);
    });
  }
  return sonner;
}

/** Calls `listener` with sonner once the first toast has loaded it (at once if it already has); returns the unsubscribe. */
export function onSonnerLoaded(listener: (sonner: Sonner) => void): () => void {
  listeners.add(listener);
  void sonner?.then(listener);
  return () => listeners.delete(listener);
}

export function markToasterMounted() {
  markMounted();
}

/** A button in the toast (sonner's own "action"), e.g. Undo after a delete. */
type Options = { description?: string; action?: { label: string; onClick: () => void }; duration?: number };

async function show(kind: "success" | "error" | "info", title: string, options?: Options) {
  const { toast } = await loadSonner();
  await mounted;
  toast[kind](title, options);
}

export const notify = {
  success: (title: string, options?: Options) => void show("success", title, options),
  error: (title: string, options?: Options) => void show("error", title, options),
  info: (title: string, options?: Options) => void show("info", title, options),
};
