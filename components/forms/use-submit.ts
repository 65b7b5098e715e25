"use client";

import { useState } from "react";
import { notify } from "@/lib/platform/client/toast";
import { apiRequest } from "@/lib/platform/client/http";

interface SubmitOptions {
  path: string;
  success: { title: string; description?: string };
  failure: { title: string; fallback: string };
}

/** POSTs a form's JSON, shows the spec's success or failure toast, and reports whether it worked. */
export function useSubmit({ path, success, failure }: SubmitOptions) {
  const [pending, setPending] = useState(false);
  async function submit(body: unknown): Promise<boolean> {
    setPending(true);
    try {
      await apiRequest(path, { method: "POST", body });
      notify.success(success.title, { description: success.description });
      return true;
    } catch (error) {
      notify.error(failure.title, { description: error instanceof Error && error.message ? error.message : failure.fallback });
      return false;
    } finally {
      setPending(false);
    }
  }
  return { pending, submit };
}
