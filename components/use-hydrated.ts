"use client";

import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False in the served page and while React takes it over, true from then on. A prerendered page's scripts arrive
 * after its first paint (docs/architecture.md, "Scripts after the first paint"), and until they run a form is only
 * markup: a press would submit it the browser's way (its fields in the address) and text typed into a field would
 * be reset when React takes over. Forms shown in the served page keep their fields read-only and their button
 * disabled until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
