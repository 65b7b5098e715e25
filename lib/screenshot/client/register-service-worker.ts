// Installs public/sw.js, which receives a screenshot shared into the installed app (docs/architecture.md,
// "The service worker"). Called once the tool is open, after the page has loaded, so the worker's
// download never competes with the page's own. A browser without service workers (or a page not
// served over HTTPS) just can't be a share target; nothing else depends on the worker.

const SCRIPT = "/sw.js";

export function registerServiceWorker(): void {
  if (typeof window === "undefined" || !("serviceWorker" in navigator)) return;
  const register = () => {
    // updateViaCache "none": every update check asks the server for the script, whatever a cache holds
    // (it is also served with Cache-Control: no-cache), so a deploy's new worker is found at once.
    navigator.serviceWorker.register(SCRIPT, { scope: "/", updateViaCache: "none" }).catch((error: unknown) => {
      console.warn("[holla] The service worker could not be installed, so sharing into Holla is off.", error);
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
