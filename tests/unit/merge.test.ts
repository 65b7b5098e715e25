import { describe, expect, it } from "vitest";
import { actsOf } from "@/lib/reading/acts";
import { mergeActs } from "@/lib/reading/learned/merge";
import { learnedReading, type ReaderLabel } from "@/lib/reading/learned/reader";
import { conditionKind } from "@/lib/replies/offline/conditions";

// How the rules and the classifier make one reading (lib/reading/learned/merge.ts), on probabilities given
// here rather than a trained model's, so each case says exactly what the classifier heard.

const THRESHOLDS: Partial<Record<ReaderLabel, number>> = {
  bad_news: 0.1,
  plan_accepted: 0.35,
  any_no: 0.1,
  compliment: 0.3,
  flirt: 0.3,
  confession: 0.4,
  plan_proposed: 0.4,
  plan_conditional: 0.25,
  multi_part: 0.3,
  question_about_him: 0.3,
};
const SURE: Partial<Record<ReaderLabel, number>> = {
  bad_news: 0.9,
  any_no: 0.2,
  plan_conditional: 0.7,
  plan_proposed: 0.9,
  complaint: 0.4,
};

function merged(message: string, heard: Partial<Record<ReaderLabel, number>>, thread?: string) {
  const labels = Object.keys(heard);
  const learned = learnedReading(labels, Object.values(heard) as number[], THRESHOLDS, "neutral", "other", SURE);
  return mergeActs(actsOf(message), learned, message, thread);
}

describe("a no on the classifier's word alone", () => {
  const message = "ok fine, that was a good pickup line. cheesy, but good";
  it("is no no where it hears a compliment or a flirt twice as surely", () => {
    expect(merged(message, { any_no: 0.24, compliment: 0.69 }).acts.some((a) => a.kind === "boundary")).toBe(false);
    expect(merged("i think i like you. don't make it weird", { any_no: 0.3, flirt: 0.8 }).acts.some((a) => a.kind === "boundary")).toBe(
      false,
    );
  });
  it("stays a no where the warmth is not that sure", () => {
    expect(merged(message, { any_no: 0.4, compliment: 0.69 }).acts.some((a) => a.kind === "boundary")).toBe(true);
  });
});

describe("her complaint beside her no", () => {
  it("stands where the classifier is sure of it, so the no is accepted with an apology", () => {
    const message = "i've asked you twice to stop. blocking now.";
    expect(actsOf(message).some((a) => a.kind === "boundary")).toBe(true);
    const kinds = (complaint: number) => merged(message, { any_no: 0.9, complaint }).acts.map((a) => a.kind);
    expect(kinds(0.7)).toEqual(expect.arrayContaining(["boundary", "complaint"]));
    expect(kinds(0.2)).not.toContain("complaint");
  });
});

describe("good news the rules hear", () => {
  it("stands unless the classifier all but rules it out", () => {
    const message = "omg I got the job!!";
    expect(actsOf(message).some((a) => a.kind === "good_news")).toBe(true);
    expect(merged(message, { good_news: 0.5 }).acts.some((a) => a.kind === "good_news")).toBe(true);
    expect(merged(message, { good_news: 0.02 }).acts.some((a) => a.kind === "good_news")).toBe(false);
  });
});

describe("bad news the classifier hears twice as surely as a no", () => {
  const message = "Sorry for vanishing!! My appa had a minor cardiac episode on Tuesday. He's stable now, thank god.";
  it("is bad news, not a no", () => {
    const acts = merged(message, { any_no: 0.25, bad_news: 0.6 }).acts;
    expect(acts.some((a) => a.kind === "bad_news")).toBe(true);
    expect(acts.some((a) => a.kind === "boundary")).toBe(false);
  });
  it("stays a no where the no is heard more surely", () => {
    expect(merged(message, { any_no: 0.4, bad_news: 0.6 }).acts.some((a) => a.kind === "boundary")).toBe(true);
  });
});

describe("the stage of her plan", () => {
  const message = "lol no. i'm not driving to long island for a first date 😂 meet me halfway, there's a wine bar in the east village";
  const stage = (heard: Partial<Record<ReaderLabel, number>>) => {
    const plan = merged(message, heard, "Me: come out to my place in long island this weekend?").acts.find((a) => a.kind === "plan");
    return plan?.kind === "plan" ? plan.stage : null;
  };
  it("is the plan she proposes where the classifier hears it far more surely than a condition", () => {
    expect(stage({ plan_proposed: 0.67, plan_conditional: 0.37 })).toBe("proposed");
  });
  it("is her yes to his plan where she says it far more surely than her condition", () => {
    const yes = merged(
      "I would, actually. Friday is fine as long as I'm not on call.",
      { plan_accepted: 0.97, plan_conditional: 0.61 },
      "Me: There's a ghazal evening on Friday. Would you want to go?",
    );
    const plan = yes.acts.find((a) => a.kind === "plan");
    expect(plan?.kind === "plan" && plan.stage).toBe("accepted");
  });
  it("is her yes to his plan where the classifier hears the yes more surely than a plan of her own", () => {
    const stageOf = (heard: Partial<Record<ReaderLabel, number>>, message = "saturday brunch then? 🥞") => {
      const plan = merged(message, heard, "Me: brunch this saturday?").acts.find((a) => a.kind === "plan");
      return plan?.kind === "plan" ? plan.stage : null;
    };
    expect(stageOf({ plan_accepted: 0.8, plan_proposed: 0.5 })).toBe("accepted");
    expect(stageOf({ plan_accepted: 0.5, plan_proposed: 0.8 })).toBe("proposed");
    // Her yes said first is a yes to his, however surely the classifier hears a plan of her own.
    expect(stageOf({ plan_accepted: 0.5, plan_proposed: 0.8 }, "yes!! saturday brunch then?")).toBe("accepted");
  });
  it("is her condition otherwise", () => {
    expect(stage({ plan_proposed: 0.5, plan_conditional: 0.45 })).toBe("conditional");
  });
  it("is no plan for a confession with an 'if' that asks nothing of them both", () => {
    const nerves = "honestly i get really anxious before first dates. like i'll cancel and then regret it. just so u know if i go quiet";
    expect(merged(nerves, { confession: 1, plan_conditional: 0.8 }).acts.some((a) => a.kind === "plan")).toBe(false);
    const callFirst = "honestly i get nervous, can we video call first";
    expect(merged(callFirst, { confession: 0.9, plan_conditional: 0.8 }).acts.some((a) => a.kind === "plan")).toBe(true);
  });
});

describe("several things at once", () => {
  const message = "you free? like actually free?";
  it("is two questions only where the classifier doesn't all but rule it out", () => {
    expect(merged(message, { question_about_him: 0.9, multi_part: 0.01 }).multiPart).toBe(false);
    expect(merged("how was the trip? and did you try the ramen?", { question_about_him: 0.9, multi_part: 0.2 }).multiPart).toBe(true);
  });
});

describe("an 'or' that offers no choice", () => {
  const forms = (message: string, either: number) =>
    merged(message, { either_or: either, question_about_him: 0.9 })
      .acts.filter((a) => a.kind === "question")
      .map((a) => a.kind === "question" && a.form);
  it("is asked, not offered, where the classifier all but rules out a choice", () => {
    expect(forms("you coming to the party or nah", 0.04)).not.toContain("either_or");
    expect(forms("are you a morning person or a night owl?", 0.04)).not.toContain("either_or");
  });
  it("stays a choice where the classifier hears one at all", () => {
    expect(forms("are you a morning person or a night owl?", 0.3)).toContain("either_or");
  });
});

describe("what her condition asks for first", () => {
  it("is a call only where she asks for one: 'not on call' is her shift", () => {
    expect(conditionKind("let's video call first?")).toBe("callFirst");
    expect(conditionKind("Friday is fine as long as I'm not on call")).not.toBe("callFirst");
    expect(conditionKind("only somewhere public for the first time")).toBe("publicPlace");
    expect(conditionKind("after my board exams")).toBe("later");
    expect(conditionKind("once i know you a bit better")).toBe("condition");
  });
});
