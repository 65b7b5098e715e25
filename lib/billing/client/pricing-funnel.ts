import { analytics, type PricingAction } from "@/lib/platform/client/analytics";

// pricing_dropoff (docs/product.md): someone who looked at the prices leaves without paying. The furthest
// step reached is kept for the tab (sessionStorage, so full-page sign-in redirects don't lose it),
// and reported once when the page is left for good, unless the payment went through.

const KEY = "holla.pricingFunnel";
const ORDER: readonly (PricingAction | "paid")[] = ["viewed_pricing", "clicked_plan", "started_checkout", "paid"];
let listening = false;

function read(): PricingAction | "paid" | "reported" | null {
  try {
    return window.sessionStorage.getItem(KEY) as PricingAction | "paid" | "reported" | null;
  } catch {
    return null;
  }
}

function write(value: string) {
  try {
    window.sessionStorage.setItem(KEY, value);
  } catch {
    // Storage blocked: the funnel simply isn't measured for this tab.
  }
}

function onPageHide(event: PageTransitionEvent) {
  // Kept in the back/forward cache: the visitor may well come back.
  if (event.persisted) return;
  const last = read();
  if (!last || last === "paid" || last === "reported") return;
  analytics.pricingDropoff({ last_action: last });
  write("reported");
}

/** Records a step; only a step further along replaces the one kept. */
export function pricingStep(step: PricingAction | "paid") {
  if (typeof window === "undefined") return;
  const last = read();
  if (last === "reported" && step !== "paid") return;
  if (last && last !== "reported" && ORDER.indexOf(last) >= ORDER.indexOf(step)) return;
  write(step);
  if (!listening) {
    listening = true;
    window.addEventListener("pagehide", onPageHide);
  }
}
