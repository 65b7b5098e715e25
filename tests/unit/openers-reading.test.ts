import { describe, expect, it } from "vitest";
import { findDetails } from "@/lib/openers/details";
import { composeOpeners } from "@/lib/openers/offline";
import { TONE_IDS } from "@/lib/plans";

// Her profile read for what it invites, how she relates to each thing in it, and what is hers to bring
// up (docs/openers.md). The corpus-wide figures are in tests/eval/openers-corpus.test.ts.

const hook = (profile: string) => findDetails(profile).find((d) => d.kind === "hook");
const first = (profile: string, language: "en" | "hi" = "en") =>
  TONE_IDS.map((tone) => composeOpeners({ profile, tone, language })[0]!.opener);
const all = (profile: string, language: "en" | "hi" = "en") =>
  TONE_IDS.flatMap((tone) => composeOpeners({ profile, tone, language }).map((o) => o.opener));

describe("her invitation comes first", () => {
  it("guesses her lie in two truths and a lie, and takes none of the three as a fact about her", () => {
    const profile = "Two truths and a lie\nI've met SRK\nI can't swim\nI have 3 cats\n\nMy job\nArchitect in Pune";
    expect(hook(profile)).toMatchObject({ invites: "lie", en: "I have 3 cats" });
    expect(findDetails(profile).some((d) => d.kind === "pet")).toBe(false);
    for (const opener of first(profile)) expect(opener).toMatch(/\blie\b.*I have 3 cats/i);
    expect(hook("Do sach, ek jhooth\nMaine Everest kiya hai, mujhe chai pasand nahi, main teen bhashayein bolti hoon")?.invites).toBe(
      "lie",
    );
    for (const opener of first("Do sach, ek jhooth\nMaine Everest kiya hai, mujhe chai pasand nahi, main teen bhashayein bolti hoon", "hi"))
      expect(opener).toMatch(/jhooth|lie/i);
  });

  it("offers the recommendation she asks for, from the prompt or her answer under it", () => {
    expect(hook("Recommend me a book\nI just finished a little life and I'm not okay\n\nAbout me\nTeacher")).toMatchObject({
      invites: "recommend",
      en: "a book",
    });
    expect(hook("Mujhe suggest karo\nKoi achha thriller web series, Paatal Lok ho chuki hai\n\nKaam\nData engineer")?.en).toMatch(
      /thriller/,
    );
    expect(hook("Tell me your best\nold delhi food spot that isn't karim's\n\nStudies\nmass comm")?.en).toMatch(/food spot/);
    for (const opener of first("Recommend me a book\nsomething that will make me cry\n\nWork\nLawyer in Saket"))
      expect(opener).toMatch(/recommend/i);
  });

  it("takes up a challenge, a hot take, a first-date idea and a question written into a bio", () => {
    expect(hook("Nashik ki ladki. Bet lagao: carrom mein mujhe nahi hara paoge. Teacher hoon.")).toMatchObject({ invites: "challenge" });
    expect(hook("Nashik ki ladki. Bet lagao: carrom mein mujhe nahi hara paoge. Teacher hoon.")?.en).toMatch(/carrom/);
    expect(hook("Unpopular opinion\nBangalore weather is overrated and I will die on this hill\n\nI work in\nProduct")).toMatchObject({
      invites: "debate",
      en: "Bangalore weather is overrated",
    });
    expect(hook("Music teacher. Perfect first date: a drive to Isha, then ghee roast at Annapoorna.")?.en).toMatch(/^a drive to Isha/);
    expect(hook("Techno clubs ki fan nahi hoon, jazz bars haan. Tum kaunse type ho?")).toMatchObject({ invites: "ask" });
    expect(hook("Techno clubs ki fan nahi hoon, jazz bars haan. Tum kaunse type ho?")?.en).toMatch(/jazz/);
    // A prompt pasted on a line of its own with her answer on the next is one invitation, her answer in it.
    expect(
      hook("Typical Sunday\nChai and a long walk\nChange my mind about\nIndore poha being better than Nagpur poha. You can't.")?.en,
    ).toMatch(/^Indore poha being better/);
    // "Mujhe yeh suggest karo": what to suggest is her answer, not "yeh".
    expect(hook("Mujhe yeh suggest karo\nHoboken mein koi jagah jahan achhi pani puri milti ho")?.en).toMatch(/pani puri/);
    // A short question that names its own thing asks about that, not about the line before it.
    const own = hook("Cabin crew, aaj Kochi kal Delhi. Holi pe chutti leti hoon har saal. Tumhara favourite airport kaunsa hai?");
    expect(own?.en).toMatch(/airport/);
    expect(own?.en).not.toMatch(/Holi/);
  });

  it("makes his picks in a this-or-that", () => {
    const profile = "This or that: Marina Bay or Sentosa? Kaya toast or roti prata?\n\nAbout me: nurse in Singapore";
    expect(hook(profile)).toMatchObject({ invites: "pick", en: "Marina Bay, Kaya toast" });
    for (const opener of first(profile)) expect(opener).toMatch(/Marina Bay, Kaya toast/i);
  });

  it("reads a prompt the app didn't print the way we listed it, from the blocks of a pasted profile", () => {
    const profile = "Beat me at\nLudo King. Cousins bhi nahi jeete\n\nRoz ka kaam\nHR intern @ Noida wali startup";
    expect(hook(profile)).toMatchObject({ invites: "challenge" });
    expect(hook(profile)?.en).toMatch(/Ludo King/);
  });
});

describe("her invitation, said more ways", () => {
  it("takes her answer, not the prompt, where the two are pasted on lines of their own with no blank between", () => {
    expect(
      hook("CA by profession 📍 Indore\nThe way to win me over\nSarafa ki raat wali chaat pe le chalo, baatein main kar lungi")?.en,
    ).toMatch(/Sarafa/);
    expect(hook("Pharmacist in Leicester\nI'll brag about you to my friends if\nyou can make proper Gujarati kadhi")?.en).toMatch(/kadhi/);
    for (const opener of first("Solapur | 35\nKaise mujhe impress karoge\nShenga chutney khaake tareef karo, maine khud banayi hai", "hi"))
      expect(opener).toMatch(/shenga/i);
  });

  it.each([
    ["Trying to get into ghazals properly, so if you have a Jagjit Singh deep cut, send it my way.", "recommend"],
    ["From Srinagar, studying law. Open with your worst pun, I'll rate it out of 10.", "challenge"],
    ["Run a small café in Shillong. If you've never had jadoh, we should fix that.", "date"],
    ["My most controversial take\nNo Dubai restaurant makes a real Kerala beef fry.", "debate"],
    ["I'll know it's love if\nyou read my first novel and still message me", "question"],
  ])("%s invites him (%s)", (profile, invites) => expect(hook(profile)?.invites).toBe(invites));
});

describe("three details where the lexicon knows fewer", () => {
  it("takes the words the corpus's writers pick most ('fish tenga', 'scooty') before building two openers on one", () => {
    const profile = "Paediatrician at a government hospital in Guwahati. I love my mother's fish tenga and my scooty.";
    const labels = findDetails(profile).map((d) => d.label);
    expect(labels).toContain("fish tenga");
    const set = composeOpeners({ profile, tone: "funny", language: "en" });
    expect(new Set(set.map((o) => o.detail)).size).toBe(3);
    expect(set.map((o) => o.opener).join(" ")).not.toMatch(/mother's fish/i);
  });

  it("says a Hinglish line of hers without its 'hoon': 'ENT resident hoon' is the ENT resident", () => {
    const labels = findDetails("Sitapur se hoon\nENT resident hoon\nHouseplants ki collection hai").map((d) => d.label);
    expect(labels).toContain("ENT resident");
    expect(labels.join(" ")).not.toMatch(/resident hoon/);
  });
});

describe("her relation to each detail", () => {
  it("never calls an animal she loves her pet", () => {
    const profile = "Dog lover. Will pet your dog before I say hi to you. Architect in Pune";
    expect(findDetails(profile).some((d) => d.kind === "pet")).toBe(false);
    for (const opener of all(profile)) expect(opener).not.toMatch(/\byour (?:dog|pup|puppy)\b/i);
    expect(findDetails("Someday I'll adopt a golden retriever").some((d) => d.kind === "pet")).toBe(false);
    expect(findDetails("I have two cats who run my life").find((d) => d.kind === "pet")).toBeTruthy();
  });

  it("reads where she lives or grew up as home, never a trip", () => {
    expect(findDetails("📍Pune | 27 | doctor").find((d) => d.en === "Pune")?.kind).toBe("home");
    expect(findDetails("Born and raised in Lucknow").find((d) => d.en === "Lucknow")?.kind).toBe("home");
    for (const opener of all("📍Pune | 27 | doctor. Pune girl forever"))
      expect(opener).not.toMatch(/sunset photos|live up to the hype|back in|your trip/i);
  });

  it("reads a trip she wants or has planned as ahead of her, never how it went", () => {
    expect(findDetails("Want to visit Iceland someday").find((d) => d.en === "Iceland")?.kind).toBe("wish");
    expect(findDetails("Heading to Bali next month for my sister's wedding").find((d) => d.en === "Bali")?.kind).toBe("wish");
    expect(findDetails("Been to Vietnam last year").find((d) => d.en === "Vietnam")?.kind).toBe("trip");
    for (const opener of all("Want to visit Iceland someday. Nurse in Kochi."))
      expect(opener).not.toMatch(/how was|live up to the hype|sunset photos from there|back in/i);
  });

  it("says her word for her work back to her", () => {
    expect(findDetails("Physiotherapist in Kochi").find((d) => d.kind === "job")?.en).toBe("physiotherapist life");
  });
});

describe("what is hers to bring up", () => {
  it("opens on nothing about a loss, an illness, sobriety or a disability, and reads no invitation in it", () => {
    const profile =
      "Something I've been through\nLost my dad last year. It's made me softer.\n\nWhat I do on weekends\nVolunteer at an animal shelter in Kondhwa";
    for (const opener of all(profile)) expect(opener).not.toMatch(/lost|dad/i);
    expect(
      hook("Main wheelchair use karti hoon, aur nahi, ye first date pe sabse interesting baat nahi hai. Kochi mein bank mein hoon."),
    ).toBeUndefined();
    for (const opener of all("2 years sober and proud of it. Dentist in Dubai. Weekends are paddleboarding at Kite Beach."))
      expect(opener).not.toMatch(/sober/i);
  });
});

describe("her own words where the lexicon knows nothing", () => {
  it("asks about the short things she lists, and leaves her asides alone", () => {
    const found = findDetails("Kochi. Doctor. Dog person. Mostly tired.");
    expect(found.map((d) => d.en)).toEqual(expect.arrayContaining(["Kochi", "dog"]));
    expect(found.some((d) => /mostly tired/i.test(d.en))).toBe(false);
    expect(findDetails("New here. Be nice")).toEqual([]);
  });
});
