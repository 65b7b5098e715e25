"use client";

import { Trash2 } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiRequest } from "@/lib/platform/client/http";
import { notify } from "@/lib/platform/client/toast";

/** "Delete my account": a confirmation that asks for the email address, then everything goes. */
export function DeleteAccount({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [pending, setPending] = useState(false);
  const matches = typed.trim().toLowerCase() === email;

  async function onConfirm(event: React.FormEvent) {
    event.preventDefault();
    if (!matches) return;
    setPending(true);
    try {
      await apiRequest("/api/account", { method: "DELETE", body: { confirm: typed.trim() } });
      // The session is gone: a full page load shows the signed-out site (and the goodbye toast).
      window.location.assign("/");
    } catch (error) {
      notify.error("Deletion Failed", { description: error instanceof Error ? error.message : "Please try again or contact support." });
      setPending(false);
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialog.Trigger asChild>
        <Button type="button" variant="destructive">
          <Trash2 aria-hidden /> Delete my account
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl outline-none">
          <AlertDialog.Title className="text-lg font-bold text-ink-900">Delete your account?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm leading-relaxed text-ink-700">
            This deletes your account, your saved replies, your plan and everything else we keep about <strong>{email}</strong>, and signs
            you out everywhere. It can&apos;t be undone.
          </AlertDialog.Description>
          <form onSubmit={onConfirm} className="mt-5 space-y-4">
            <div className="space-y-2">
              <Label htmlFor="delete-confirm">Type your email address to confirm</Label>
              <Input
                id="delete-confirm"
                type="email"
                autoComplete="off"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                placeholder={email}
              />
            </div>
            <div className="flex flex-wrap justify-end gap-2">
              <AlertDialog.Cancel asChild>
                <Button type="button" variant="outline" disabled={pending}>
                  Keep my account
                </Button>
              </AlertDialog.Cancel>
              <Button type="submit" variant="destructive" disabled={!matches || pending}>
                {pending ? "Deleting..." : "Delete everything"}
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
