"use client";

import { useState } from "react";
import { useHydrated } from "@/components/use-hydrated";
import { apiRequest } from "@/lib/platform/client/http";
import { notify } from "@/lib/platform/client/toast";

interface SubmitOptions {
  path: string;
  success: { title: string; description?: string };
  failure: { title: string; fallback: string };
  /** Sees a refusal first: a 400 naming a field is marked at that field (useFieldErrors().showRefusal). */
  onRefused?: (error: unknown) => void;
}

/**
 * POSTs a form's JSON, shows the spec's success or failure toast, and reports whether it worked. `ready` is false
 * until React has taken the page over (components/use-hydrated.ts): the form's fields stay read-only and its
 * button disabled until then.
 */
export function useSubmit({ path, success, failure, onRefused }: SubmitOptions) {
  const ready = useHydrated();
  const [pending, setPending] = useState(false);
  async function submit(body: unknown): Promise<boolean> {
    setPending(true);
    try {
      await apiRequest(path, { method: "POST", body });
      notify.success(success.title, { description: success.description });
      return true;
    } catch (error) {
      onRefused?.(error);
      notify.error(failure.title, { description: error instanceof Error && error.message ? error.message : failure.fallback });
      return false;
    } finally {
      setPending(false);
    }
  }
  return { ready, pending, submit };
}
