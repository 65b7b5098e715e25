"use client";

import { useEffect, useRef, useState } from "react";
import { notify } from "@/lib/platform/client/toast";

const COPIED_MS = 2000;

/** Writes text to the clipboard; reports success. */
export async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Copy with the spec's "Copied!" state for 2000 ms, and its failure toast. */
export function useCopy() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy(text: string): Promise<boolean> {
    const ok = await writeClipboard(text);
    if (!ok) {
      notify.error("Copy Failed", { description: "Failed to copy reply to clipboard" });
      return false;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    return true;
  }

  return { copied, copy };
}
