// The browser's reads and deletions of the few cookies the page may see (the signed-in hint and the
// auth event, docs/architecture.md). Written by the server (lib/platform/http/cookies.ts); the page
// only reads them and deletes them with the same attributes. Kept tiny: it is in every page's first load.

export function readBrowserCookie(name: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  const prefix = `${name}=`;
  const found = document.cookie.split("; ").find((part) => part.startsWith(prefix));
  if (found === undefined) return undefined;
  try {
    return decodeURIComponent(found.slice(prefix.length));
  } catch {
    return undefined;
  }
}

export function deleteBrowserCookie(name: string): void {
  if (typeof document === "undefined") return;
  // biome-ignore lint/suspicious/noDocumentCookie: the one deliberate place the page deletes a cookie, synchronously, in every browser (the Cookie Store API is async and not in all of them)
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax${location.protocol === "https:" ? "; Secure" : ""}`;
}
