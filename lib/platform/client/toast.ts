// Toasts without shipping sonner in the first load (see components/toast-host.tsx). Same call shape
// as sonner's toast.success / toast.error: a title and an optional description.

export type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | null = null;
let markMounted!: () => void;
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

export function loadSonner(): Promise<Sonner> {
  sonner ??= import("sonner");
  return sonner;
}

export function markToasterMounted() {
  markMounted();
}

/** A button in the toast (sonner's own "action"), e.g. Undo after a delete. */
type Options = { description?: string; action?: { label: string; onClick: () => void } };

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
