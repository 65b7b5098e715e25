import type { LanguageId } from "@/lib/plans";
import type { Reading } from "@/lib/reading/types";
import { ACT_LINES } from "@/lib/replies/offline/bank/acts";

// The sets decided whole (docs/reading.md, "The rails"): after her no, acceptance (her limit said back
// first when she named it); after her bad news, care; after his own hard news and her asking after him,
// thanks and how he is; when she is on her way to meet him, no rush; when she thanks or congratulates
// him, warmth; when she says good night, good night. Every line still passes the rails' check in `take`.

type Take = (own: readonly string[], spare: readonly string[], count: number, slots?: Record<string, string>) => string[];

/** Three lines when a rail decides the set, else null. */
export function railReplies(reading: Reading, language: LanguageId, take: Take): string[] | null {
  const lines = ACT_LINES[language];
  if (reading.rail === "boundary") {
    const boundary = reading.acts.find((a) => a.kind === "boundary");
    const own = reading.apologise ? lines.apologise : lines.accept[boundary?.kind === "boundary" ? boundary.reason : "any"];
    const spare = reading.apologise ? [] : lines.accept.any;
    const { thing, when } = reading.limit ?? {};
    const named = thing && when ? lines.namedLimit.both : thing ? lines.namedLimit.thing : when ? lines.namedLimit.when : [];
    const slots = { ...(thing ? { thing } : {}), ...(when ? { when: when[language] } : {}) };
    const first = named.length && !reading.apologise ? take(named, [], 1, slots) : [];
    return [...first, ...take(own, spare, 3 - first.length)];
  }
  if (reading.rail === "care") {
    const grief = reading.acts.some((a) => a.kind === "bad_news" && a.grief);
    return take(grief ? lines.grief : lines.badNews, grief ? lines.badNews : lines.grief, 3);
  }
  if (reading.hisHardNews) return take(lines.hisNews, [], 3);
  // On her way to meet him: no rush, whatever else the two words of it read as.
  if (reading.onHerWay) return take(lines.onHerWay, [], 3);
  if (reading.goodNight) return take(lines.goodNight, [], 3);
  // Thanked or congratulated after a turn of his: taken warmly, not answered with a topic line.
  if (reading.thanksHim) return take(reading.thanksHim === "thanks" ? lines.thanked : lines.congratulated, [], 3);
  return null;
}
