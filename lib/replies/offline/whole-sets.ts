import type { LanguageId } from "@/lib/plans";
import { acceptanceOf } from "@/lib/reading/rails";
import type { Moment, Reading } from "@/lib/reading/types";
import { daySaid } from "@/lib/replies/offline/after-news";
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

/** Her own plan beside her limit or her news (Reading.herPlan), said yes to first: one line, or none. */
function yesToHerPlan(reading: Reading, language: LanguageId, lines: ActLines, beside: "limit" | "news", take: Take): string[] {
  if (!reading.herPlan) return [];
  const { activity, day, time } = reading.herPlan;
  // Her day (and hour) said back beside her limit: "Sunday at 12 works for me.", "Sunday 12 baje, done."
  if (beside === "limit" && day) {
    const when = time ? (language === "hi" || /baje/i.test(time) ? `${day} ${time}` : `${day} at ${time}`) : day;
    return take(lines.herPlan.limitWhen, lines.herPlan.limit, 1, { when });
  }
  // The day she moves it to after her news ("Could we do next Thursday instead?"): "Next Thursday works, of course."
  if (beside === "news" && day && !activity) {
    return take(lines.herPlan.newsWhen, lines.herPlan.news, 1, { when: daySaid(reading.herPlan.said, day) });
  }
  return activity ? take(lines.herPlan[`${beside}Act`], lines.herPlan[beside], 1, { act: activity }) : take(lines.herPlan[beside], [], 1);
}

/** Three lines when a rail or the moment (lib/reading/moment.ts) decides the set, else null; `herPlan` is the yes to hers. */
export function wholeSet(reading: Reading, language: LanguageId, take: Take): { set: string[]; herPlan?: string } | null {
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
          : reading.herQuiet
            ? lines.accept.herQuiet
            : acceptance === "good_news"
              ? lines.accept.goodNews
              : lines.accept[reason === "moving_on" && acceptance === "someone_new" ? "someoneNew" : reason];
    const spare = reading.apologyFor
      ? lines.apologise
      : reading.apologise
        ? []
        : hardTimes
          ? lines.badNews.filter(noQuestion)
          : lines.accept.any;
    const { thing, when } = reading.limit ?? {};
    // Her rule said up front: nothing he did to be sorry for.
    const plain = (l: string) => !reading.upfront || !/\b(?:sorry|maaf)\b/i.test(l);
    const named = (thing && when ? lines.namedLimit.both : thing ? lines.namedLimit.thing : when ? lines.namedLimit.when : []).filter(
      plain,
    );
    const slots = { ...(thing ? { thing } : {}), ...(when ? { when: when[language] } : {}) };
    const yes = yesToHerPlan(reading, language, lines, "limit", take);
    const first = [...yes, ...(named.length && !reading.apologise ? take(named, [], 1, slots) : [])];
    return { set: [...first, ...take(own.filter(plain), spare.filter(plain), 3 - first.length)], herPlan: yes[0] };
  }
  if (reading.rail === "care") {
    const grief = reading.acts.some((a) => a.kind === "bad_news" && a.grief);
    // With her limit too ("I'll be quiet for a few days"), care that asks her nothing.
    const asksNothing = reading.acts.some((a) => a.kind === "boundary") ? noQuestion : () => true;
    const yes = yesToHerPlan(reading, language, lines, "news", take);
    const care = take(
      (grief ? lines.grief : lines.badNews).filter(asksNothing),
      (grief ? lines.badNews : lines.grief).filter(asksNothing),
      3 - yes.length,
    );
    return { set: [...yes, ...care], herPlan: yes[0] };
  }
  if (reading.moment) return { set: take(lines[MOMENT_LINES[reading.moment]], [], 3) };
  return null;
}
