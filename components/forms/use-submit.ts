"use client";

import { useState } from "react";
import { toast } from "sonner";
import { apiRequest } from "@/lib/http/client";

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
      toast.success(success.title, { description: success.description });
      return true;
    } catch (error) {
      toast.error(failure.title, { description: error instanceof Error && error.message ? error.message : failure.fallback });
      return false;
    } finally {
      setPending(false);
    }
  }
  return { pending, submit };
}
