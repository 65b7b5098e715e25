import type { LanguageId } from "@/lib/plans";
import { acceptanceOf } from "@/lib/reading/rails";
import type { Moment, Reading } from "@/lib/reading/types";
import { ACT_LINES, type ActLines } from "@/lib/replies/offline/bank/acts";

// The sets decided whole (docs/reading.md, "The rails" and "Parts and the thread"): after her no,
// acceptance (her limit said back first when she named it); after her bad news, care; and where the
// conversation is (her reading's moment): thanks and how he is after his own hard news, no rush on her
// way, good night back, her thanks or congratulations taken warmly. Every line passes the rails' check in `take`.

type Take = (own: readonly string[], spare: readonly string[], count: number, slots?: Record<string, string>) => string[];

const MOMENT_LINES = {
  his_hard_news: "hisNews",
  on_her_way: "onHerWay",
  good_night: "goodNight",
  thanks: "thanked",
  congrats: "congratulated",
} as const satisfies Record<Moment, keyof ActLines>;

/** Three lines when a rail or the moment (lib/reading/moment.ts) decides the set, else null. */
export function wholeSet(reading: Reading, language: LanguageId, take: Take): string[] | null {
  const lines = ACT_LINES[language];
  const noQuestion = (l: string) => !l.includes("?");
  if (reading.rail === "boundary") {
    const boundary = reading.acts.find((a) => a.kind === "boundary");
    // Her complaint named (his silence, dry texts, a broken promise) or playful: the apology fits it.
    // Her no or her leaving with bad news beside it ("my dad's sick, I need to be in Mysore"): sorry for it
    // first. Leaving for someone new: glad for her; leaving for anything else: no "happy for you".
    const acceptance = acceptanceOf(reading);
    const hardTimes = acceptance === "hard_times";
    const reason = boundary?.kind === "boundary" ? boundary.reason : "any";
    const own = reading.apologyFor
      ? lines.apologiseFor[reading.apologyFor]
      : reading.apologise
        ? lines.apologise
        : hardTimes
          ? lines.accept.hardTimes
          : lines.accept[reason === "moving_on" && acceptance === "someone_new" ? "someoneNew" : reason];
    const spare = reading.apologyFor
      ? lines.apologise
      : reading.apologise
        ? []
        : hardTimes
          ? lines.badNews.filter(noQuestion)
          : lines.accept.any;
    const { thing, when } = reading.limit ?? {};
    const named = thing && when ? lines.namedLimit.both : thing ? lines.namedLimit.thing : when ? lines.namedLimit.when : [];
    const slots = { ...(thing ? { thing } : {}), ...(when ? { when: when[language] } : {}) };
    const first = named.length && !reading.apologise ? take(named, [], 1, slots) : [];
    return [...first, ...take(own, spare, 3 - first.length)];
  }
  if (reading.rail === "care") {
    const grief = reading.acts.some((a) => a.kind === "bad_news" && a.grief);
    // With her limit too ("I'll be quiet for a few days"), care that asks her nothing.
    const asksNothing = reading.acts.some((a) => a.kind === "boundary") ? noQuestion : () => true;
    return take((grief ? lines.grief : lines.badNews).filter(asksNothing), (grief ? lines.badNews : lines.grief).filter(asksNothing), 3);
  }
  if (reading.moment) return take(lines[MOMENT_LINES[reading.moment]], [], 3);
  return null;
}
