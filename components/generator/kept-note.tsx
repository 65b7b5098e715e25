import { HeartHandshake } from "lucide-react";
import type { Rail } from "@/lib/reading/types";
import { KEPT_GENTLE_TEXT, KEPT_GENTLE_TITLE } from "@/lib/replies/client/reading-text";
import { STEER_TEXTS } from "@/lib/replies/steer";

/** Her message set a rail that overrode the tone he picked: say so, so the replies make sense. */
export function KeptNote({
  kept,
  steered = false,
}: {
  kept: Rail /** He steered this set: the rail outranked that too. */;
  steered?: boolean;
}) {
  if (!kept) return null;
  return (
    <div
      role="status"
      data-testid="kept-note"
      className="mt-3 flex gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
    >
      <HeartHandshake aria-hidden className="mt-0.5 size-5 shrink-0" />
      <p>
        <strong className="font-semibold">{KEPT_GENTLE_TITLE}</strong>. {KEPT_GENTLE_TEXT[kept]}
        {steered && ` ${STEER_TEXTS.held[kept]}`}
      </p>
    </div>
  );
}
