import { expect, test } from "@playwright/test";
import { FILL_BLANK_HINT, KEPT_GENTLE_TEXT, KEPT_GENTLE_TITLE, VIBE_CHECK_UNLOCK } from "@/lib/replies/client/reading-text";
import { grantPremium, signIn } from "./auth";
import { uniqueEmail } from "./db";
import { acceptNotice, allReplyTexts, generate, replyCards, replyText } from "./tool";

// What the reading of her message shows in the browser (docs/reading.md), on the offline engine the
// e2e server runs: the rails with their "kept gentle" note, Vibe Check for Premium and its locked
// teaser for everyone else, and the blank he fills in before he can copy.

test.describe("the rails", () => {
  test("after her no, every reply accepts it, and the page says the tone was overridden", async ({ page }) => {
    await acceptNotice(page);
    await generate(page, "Please stop messaging me. Not interested.", "confident");
    const note = page.getByTestId("kept-note");
    await expect(note).toContainText(KEPT_GENTLE_TITLE);
    await expect(note).toContainText(KEPT_GENTLE_TEXT.boundary);
    for (const reply of await allReplyTexts(page)) {
      expect(reply).not.toContain("?");
      expect(reply).not.toMatch(/coffee|meet|date|drink/i);
    }
  });

  test("after bad news, care comes first even in the Funny tone", async ({ page }) => {
    await acceptNotice(page);
    await generate(page, "my dad passed away last month and it has been rough", "funny");
    await expect(page.getByTestId("kept-note")).toContainText(KEPT_GENTLE_TEXT.care);
    const replies = await allReplyTexts(page);
    expect(replies.some((r) => /sorry/i.test(r))).toBe(true);
    for (const reply of replies) expect(reply).not.toMatch(/haha|lol|😂|😜/i);
  });

  test("bad news with her limit ('I'll be offline for a few days'): care that asks her nothing", async ({ page }) => {
    await acceptNotice(page);
    await generate(page, "Grandmother passed on Sunday. I'll be offline for a few days.", "flirty");
    await expect(page.getByTestId("kept-note")).toContainText(KEPT_GENTLE_TEXT.care);
    for (const reply of await allReplyTexts(page)) {
      expect(reply).not.toContain("?");
      expect(reply).not.toMatch(/got it|your call|no problem/i);
    }
  });

  test("a bare 'nah' to his invitation in the thread is her no: accepted, not asked again", async ({ page }) => {
    await acceptNotice(page);
    await page.locator("summary", { hasText: "Earlier in the conversation" }).click();
    await page.getByLabel("Earlier in the conversation", { exact: true }).fill("Me: so want to grab a drink sometime?");
    await generate(page, "nah", "confident");
    await expect(page.getByTestId("kept-note")).toContainText(KEPT_GENTLE_TEXT.boundary);
    for (const reply of await allReplyTexts(page)) {
      expect(reply).not.toContain("?");
      expect(reply).not.toMatch(/coffee|meet|drink|date|sure\b|change your mind/i);
    }
  });

  test("her asking after his mum's surgery gets his thanks, not condolences for her", async ({ page }) => {
    await acceptNotice(page);
    await generate(page, "how did your mum's surgery go?", "funny");
    await expect(page.getByTestId("kept-note")).toHaveCount(0);
    const replies = await allReplyTexts(page);
    expect(replies.filter((r) => /thank|appreciate/i.test(r)).length).toBeGreaterThanOrEqual(2);
    for (const reply of replies) expect(reply).not.toMatch(/sorry|haha|lol|😂|😜/i);
  });

  test("her plan is taken on her day, and an ordinary message gets no note", async ({ page }) => {
    await acceptNotice(page);
    await generate(page, "I'm free on Thursday evening", "confident");
    await expect(page.getByTestId("kept-note")).toHaveCount(0);
    const replies = await allReplyTexts(page);
    expect(replies.some((r) => /thursday/i.test(r))).toBe(true);
    for (const reply of replies) expect(reply).not.toMatch(/monday|tuesday|wednesday|friday|saturday|sunday/i);
  });
});

test.describe("Vibe Check", () => {
  test("is a locked teaser for a visitor without Premium", async ({ page }) => {
    await acceptNotice(page);
    await generate(page, "haha you look like trouble 😜", "funny");
    const teaser = page.getByTestId("vibe-check-locked");
    await expect(teaser).toBeVisible();
    await expect(page.getByTestId("vibe-check")).toHaveCount(0);
    await expect(teaser.getByRole("link", { name: VIBE_CHECK_UNLOCK })).toHaveAttribute("href", "/subscribe");
  });

  test("shows her mood with every generation for Premium", async ({ page }) => {
    const email = uniqueEmail("e2e-vibe");
    grantPremium(email);
    await signIn(page, email);
    await acceptNotice(page);
    // A tease, read as playful ("you look like trouble 😜" the reader now hears as flirting, which it is too).
    await generate(page, "lmao bet you can't even cook maggi 😂", "funny");
    await expect(page.getByTestId("vibe-check")).toContainText("Vibe Check: Playful: match her energy");
    await expect(page.getByTestId("vibe-check-locked")).toHaveCount(0);
  });
});

test.describe("a blank he fills in", () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  });

  test("blocks Copy until it is filled, then copies what he typed", async ({ page }) => {
    await acceptNotice(page);
    await generate(page, "what do you do for work?", "confident");
    const card = replyCards(page)
      .filter({ has: page.getByRole("textbox", { name: /^Fill in:/ }) })
      .first();
    const copy = card.getByRole("button", { name: "Copy" });
    await expect(copy).toBeDisabled();
    await expect(card.getByText(FILL_BLANK_HINT)).toBeVisible();
    await card
      .getByRole("textbox", { name: /^Fill in:/ })
      .first()
      .fill("product designer");
    for (const field of await card.getByRole("textbox", { name: /^Fill in:/ }).all())
      if (!(await field.inputValue())) await field.fill("product designer");
    await expect(copy).toBeEnabled();
    await expect(card.getByText(FILL_BLANK_HINT)).toHaveCount(0);
    await copy.click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("product designer");
  });

  test("two questions in one message: one reply answers both, in her words, with a blank for each", async ({ page }) => {
    await acceptNotice(page);
    await generate(page, "how did your presentation go? and did you eat?", "confident");
    // "did you eat?" is answered in his past, in her verb: "Ate: …".
    const card = replyCards(page)
      .filter({ hasText: /presentation/i })
      .filter({ hasText: /\bate\b/i })
      .first();
    const blanks = card.getByRole("textbox", { name: /^Fill in:/ });
    await expect(blanks).toHaveCount(2);
    await blanks.nth(0).fill("went really well");
    await blanks.nth(1).fill("yes, dal chawal");
    await card.getByRole("button", { name: "Copy" }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/presentation.*went really well.*ate.*yes, dal chawal/is);
  });

  test("what he does and where he lives: one reply says both as a person would, a named blank for each", async ({ page }) => {
    await acceptNotice(page);
    await generate(page, "so what do u do? and where in delhi do u live", "confident");
    const card = replyCards(page)
      .filter({ has: page.getByRole("textbox", { name: "Fill in: your job" }) })
      .filter({ has: page.getByRole("textbox", { name: "Fill in: where you live" }) })
      .first();
    await card.getByRole("textbox", { name: "Fill in: your job" }).fill("a product designer");
    await card.getByRole("textbox", { name: "Fill in: where you live" }).fill("Saket");
    await card.getByRole("button", { name: "Copy" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /(?:I work as|Work-wise, I'm) a product designer\..*(?:live|living) in Saket/s,
    );
  });
});

test.describe("what he asked, earlier in the conversation", () => {
  test("her yes to his plan: a reply names the place he proposed", async ({ page }) => {
    await acceptNotice(page);
    await page.locator("summary", { hasText: "Earlier in the conversation" }).click();
    await page.getByLabel("Earlier in the conversation", { exact: true }).fill("Me: dinner saturday at 7? there's a Goan place in Bandra");
    await generate(page, "sure, see you then!", "confident");
    expect((await allReplyTexts(page)).some((r) => /Goan place/.test(r))).toBe(true);
  });

  test("her 'wbu' after his question is answered on his topic; his own hard news gets thanks, not jokes", async ({ page }) => {
    await acceptNotice(page);
    await page.locator("summary", { hasText: "Earlier in the conversation" }).click();
    const earlier = page.getByLabel("Earlier in the conversation", { exact: true });
    await earlier.fill("Me: what's your sunday looking like");
    await generate(page, "brunch with my sister then a nap. wbu", "confident");
    expect((await allReplyTexts(page)).some((r) => /sunday/i.test(r))).toBe(true);
    await earlier.fill("Me: sorry for going quiet, my grandmother passed away on monday");
    await generate(page, "I'm so sorry. How are you holding up?", "funny");
    const replies = await allReplyTexts(page);
    expect(replies.filter((r) => /thank/i.test(r)).length).toBeGreaterThanOrEqual(2);
    for (const reply of replies) expect(reply).not.toMatch(/haha|lol|😂|😜/i);
  });

  test("on her way to meet him: no rush, and where he is waiting", async ({ page }) => {
    await acceptNotice(page);
    await page.locator("summary", { hasText: "Earlier in the conversation" }).click();
    await page.getByLabel("Earlier in the conversation", { exact: true }).fill("Me: here, got us a table by the window");
    await generate(page, "omw! running 5 late sorry", "flirty");
    const replies = await allReplyTexts(page);
    expect(replies.some((r) => /window/i.test(r))).toBe(true);
    expect(replies.some((r) => /no rush|take your time|no stress/i.test(r))).toBe(true);
  });
});

test.describe("where the conversation is", () => {
  test("her good night gets good night back; her thanks are taken warmly", async ({ page }) => {
    await acceptNotice(page);
    await generate(page, "gn, talk tmrw 😴", "flirty");
    for (const reply of await allReplyTexts(page)) {
      expect(reply).toMatch(/night|dreams|sleep/i);
      expect(reply).not.toMatch(/\?|coffee/i);
    }
    await page.locator("summary", { hasText: "Earlier in the conversation" }).click();
    await page
      .getByLabel("Earlier in the conversation", { exact: true })
      .fill("Me: sent something to the hospital for your mum, hope that's ok");
    await generate(page, "Thank you for the flowers, she loved them", "confident");
    for (const reply of await allReplyTexts(page)) expect(reply).toMatch(/anytime|of course|always|mention/i);
  });

  test("her yes and 'can i bring my camera?': one reply takes the yes and grants the ask", async ({ page }) => {
    await acceptNotice(page);
    await page.locator("summary", { hasText: "Earlier in the conversation" }).click();
    await page
      .getByLabel("Earlier in the conversation", { exact: true })
      .fill("Me: you free this weekend? there's a food fest at hitex\nHer: which day\nMe: saturday evening");
    await generate(page, "ya i'm in!! can i bring my camera tho 😭 occupational hazard", "confident");
    expect((await allReplyTexts(page)).some((r) => /saturday/i.test(r) && /camera (?:is welcome|included)/i.test(r))).toBe(true);
  });

  test("something good she tells before her question is met gladly in the reply that answers both", async ({ page }) => {
    await acceptNotice(page);
    await generate(page, "went to my cousin's wedding in jaipur, it was so much fun!! how was your weekend?", "confident");
    expect((await allReplyTexts(page)).some((r) => /cousin's wedding sounds (?:lovely|like a great day)/i.test(r))).toBe(true);
  });

  test("her yes with her own hour: the day and hour said back first", async ({ page }) => {
    await acceptNotice(page);
    await page.locator("summary", { hasText: "Earlier in the conversation" }).click();
    await page
      .getByLabel("Earlier in the conversation", { exact: true })
      .fill("Me: coffee this saturday?\nHer: saturday i have a shoot\nMe: sunday then?");
    await generate(page, "sunday works!! but can we do 12, i am NOT a morning person lmao", "confident");
    expect((await allReplyTexts(page)).some((r) => /sunday at 12/i.test(r))).toBe(true);
  });
});

test.describe("what she says beside her main point", () => {
  test("her questions beside her complaint: a reply says sorry and answers them", async ({ page }) => {
    await acceptNotice(page);
    await generate(page, "you always reply at 3am 😒 when do you even sleep? and how do you get up for work", "funny");
    const replies = await allReplyTexts(page);
    for (const reply of replies) expect(reply).toMatch(/sorry|my bad/i);
    expect(replies.some((r) => /sleep|work/i.test(r))).toBe(true);
  });

  test("her hard week beside her plan: met first, then her Saturday taken", async ({ page }) => {
    await acceptNotice(page);
    await generate(page, "this week has been brutal, three deadlines and no sleep. coffee on saturday? just something easy", "confident");
    expect((await allReplyTexts(page)).some((r) => /^(?:Ugh, )?sorry/i.test(r) && /deadlines/i.test(r) && /saturday/i.test(r))).toBe(true);
  });

  test("her question about him beside her bad news: care first, then her question answered", async ({ page }) => {
    await acceptNotice(page);
    await generate(page, "my nani has been in hospital since monday, it's been scary. how did your sister's exam go?", "funny");
    await expect(page.getByTestId("kept-note")).toContainText(KEPT_GENTLE_TEXT.care);
    expect((await allReplyTexts(page)).some((r) => /nani/i.test(r) && /sorry/i.test(r) && /sister's exam/i.test(r))).toBe(true);
  });

  test("her yes with the place left to him: a reply takes her day and the place on", async ({ page }) => {
    await acceptNotice(page);
    await generate(page, "tuesday works! you pick somewhere though, i always choose badly", "confident");
    expect((await allReplyTexts(page)).some((r) => /tuesday/i.test(r) && /(?:pick|book|know) (?:the |a )?place|place to me/i.test(r))).toBe(
      true,
    );
  });

  test("'saturday works for me' pasted alone is her yes: a reply takes Saturday", async ({ page }) => {
    await acceptNotice(page);
    await generate(page, "saturday works for me", "confident");
    const replies = await allReplyTexts(page);
    expect(replies.filter((r) => /saturday/i.test(r)).length).toBeGreaterThanOrEqual(2);
    for (const reply of replies) expect(reply).not.toMatch(/what are you most looking forward|three plans/i);
  });
});

test.describe("what she names, and what she doesn't", () => {
  test("a condolence names only what her news is about, not the office he sent flowers to", async ({ page }) => {
    await acceptNotice(page);
    await page.locator("summary", { hasText: "Earlier in the conversation" }).click();
    await page.getByLabel("Earlier in the conversation", { exact: true }).fill("Me: sent something to your office, hope it helps 💐");
    await generate(page, "My grandmother's funeral is Friday so this weekend's out. Could we do next Thursday instead?", "funny");
    await expect(page.getByTestId("kept-note")).toContainText(KEPT_GENTLE_TEXT.care);
    const replies = await allReplyTexts(page);
    for (const reply of replies) expect(reply).not.toMatch(/office/i);
    expect(replies.some((r) => /grandmother/i.test(r))).toBe(true);
  });

  test("the day she can't do, said before it, is not the plan: her Saturday is", async ({ page }) => {
    await acceptNotice(page);
    await page.locator("summary", { hasText: "Earlier in the conversation" }).click();
    await page.getByLabel("Earlier in the conversation", { exact: true }).fill("Me: friday evening coffee?");
    await generate(page, "okk so i can't do friday bc of fest practice 😭😭 but saturday lunch?? or sunday if ur busy", "funny");
    const replies = await allReplyTexts(page);
    for (const reply of replies) expect(reply).not.toMatch(/friday/i);
    expect(replies.some((r) => /saturday/i.test(r))).toBe(true);
  });
});

test.describe("her leaving, with bad news beside it", () => {
  test("is met with sorrow for her news, never 'happy for you'", async ({ page }) => {
    await acceptNotice(page);
    await generate(
      page,
      "hey so i'm gonna take a break from the app. my dad's sick and i need to be in mysore for a while. i'm sorry",
      "flirty",
    );
    await expect(page.getByTestId("kept-note")).toContainText(KEPT_GENTLE_TEXT.boundary);
    const replies = await allReplyTexts(page);
    expect(replies.some((r) => /sorry/i.test(r))).toBe(true);
    for (const reply of replies) expect(reply).not.toMatch(/happy for you|good news|good luck out there|\?/i);
  });
});

test.describe("a death told with a laugh", () => {
  test("is met with care, not a joke about the laptop", async ({ page }) => {
    await acceptNotice(page);
    await generate(page, "lol my grandma died on monday and my laptop died on tuesday. so, ranked, not great", "funny");
    await expect(page.getByTestId("kept-note")).toContainText(KEPT_GENTLE_TEXT.care);
    const replies = await allReplyTexts(page);
    expect(replies.some((r) => /sorry/i.test(r))).toBe(true);
    for (const reply of replies) expect(reply).not.toMatch(/haha|lol|😂|coffee|laptop/i);
  });
});

test.describe("her yes, with her terms", () => {
  test("is a yes to his plan with her terms agreed to, not 'no rush'", async ({ page }) => {
    await acceptNotice(page);
    await page.locator("summary", { hasText: "Earlier in the conversation" }).click();
    await page.getByLabel("Earlier in the conversation", { exact: true }).fill("Me: dinner friday?");
    await generate(page, "sure, dinner works but only if it's somewhere veg friendly", "confident");
    const replies = await allReplyTexts(page);
    expect(replies.some((r) => /veg friendly/i.test(r))).toBe(true);
    expect(replies.some((r) => /friday/i.test(r))).toBe(true);
    for (const reply of replies) expect(reply).not.toMatch(/no rush|whenever you'?re ready/i);
  });
});

test.describe("her limit", () => {
  test("a reply says back what she limited and when", async ({ page }) => {
    await acceptNotice(page);
    await generate(page, "pls no voice notes after 11, hostel walls are thin", "confident");
    await expect(page.getByTestId("kept-note")).toContainText(KEPT_GENTLE_TEXT.boundary);
    expect((await allReplyTexts(page)).some((r) => /voice notes after 11/i.test(r))).toBe(true);
  });
});

test.describe("her rough day", () => {
  test("is met with care for her day, not a joke about her job", async ({ page }) => {
    await acceptNotice(page);
    await generate(page, "Client moved the deadline up by a week. I'm running on kopi and spite.", "funny");
    const replies = await allReplyTexts(page);
    for (const reply of replies) expect(reply).not.toMatch(/you have a job|work gets more of your time/i);
    expect(replies.some((r) => /deadline|rest|tonight|chai|switch off/i.test(r))).toBe(true);
  });
});

test.describe("her complaint", () => {
  test("about his slow replies: every reply apologises for the silence, not for a remark he never made", async ({ page }) => {
    await acceptNotice(page);
    await generate(page, "u take 2 days to reply lol", "funny");
    for (const reply of await allReplyTexts(page)) {
      expect(reply).toMatch(/sorry|my bad|galti/i);
      expect(reply).toMatch(/quiet|slow|gap|silence|disappear|hanging|reply|wait/i);
      expect(reply).not.toMatch(/uncomfortable|back off|out of line|\?/i);
    }
  });
});

test.describe("her limit, her news and her jokes, as she said them", () => {
  test("'pls don't call me princess… what's ur middle name': her limit said back by name, her question answered, no goodbye", async ({
    page,
  }) => {
    await acceptNotice(page);
    await generate(page, "ok pls don't call me 'princess' it gives me the ick 😭 kay is fine. wait what's ur middle name", "confident");
    await expect(page.getByTestId("kept-note")).toContainText(KEPT_GENTLE_TEXT.boundary);
    const replies = await allReplyTexts(page);
    expect(replies.some((r) => /nicknames/i.test(r))).toBe(true);
    expect(replies.some((r) => /middle name/i.test(r))).toBe(true);
    for (const reply of replies) {
      expect(reply).not.toContain("?");
      expect(reply).not.toMatch(/leave you be|stop here|won't (?:message|text)/i);
    }
  });

  test("news she puts down herself ('I'm going to stop talking about it now') gets care, not a goodbye", async ({ page }) => {
    await acceptNotice(page);
    await generate(page, "I didn't get the fellowship. I was so sure. I'm going to stop talking about it now.", "flirty");
    await expect(page.getByTestId("kept-note")).toContainText(KEPT_GENTLE_TEXT.care);
    for (const reply of await allReplyTexts(page)) expect(reply).not.toMatch(/won't (?:message|text)|leave you be|coffee|drink/i);
  });

  test("a no on a trivia answer ('if you say Baga I'm unmatching 😂') is a joke: no rail, no goodbye", async ({ page }) => {
    await acceptNotice(page);
    await generate(page, "Name your favourite beach and your favourite shack. If you say Baga I'm unmatching 😂", "funny");
    await expect(page.getByTestId("kept-note")).toHaveCount(0);
    for (const reply of await allReplyTexts(page)) expect(reply).not.toMatch(/take care|won't message|all the best/i);
  });
});

test.describe("her quiet, her plan and her good news, beside her limit or her leaving", () => {
  test("her own quiet ahead ('heads up… ill reply when i have signal'): no rush, and no apology for a silence of his", async ({ page }) => {
    await acceptNotice(page);
    await generate(
      page,
      "heads up, I'm camping in the Rockies all week so no 'you there?' double texts please, I'll reply when I get signal",
      "funny",
    );
    await expect(page.getByTestId("kept-note")).toContainText(KEPT_GENTLE_TEXT.boundary);
    const replies = await allReplyTexts(page);
    expect(replies.some((r) => /whenever|take your time|no rush/i.test(r))).toBe(true);
    for (const reply of replies) expect(reply).not.toMatch(/went quiet|too slow|radio silence|guilty/i);
  });

  test("her plan said after turning his down ('maybe drinks in town next week'): a yes to it", async ({ page }) => {
    await acceptNotice(page);
    await generate(page, "nope not tonight and not at my place either. maybe drinks in town next week", "confident");
    await expect(page.getByTestId("kept-note")).toContainText(KEPT_GENTLE_TEXT.boundary);
    const replies = await allReplyTexts(page);
    expect(replies.some((r) => /^drinks (?:sounds good|works)/i.test(r))).toBe(true);
    for (const reply of replies) expect(reply).not.toContain("?");
  });

  test("her leaving for a job she wanted: congratulated, and let go", async ({ page }) => {
    await acceptNotice(page);
    await generate(page, "so I got the Berlin job!! moving in a month, so I'm going to stop swiping. it was fun talking to you", "flirty");
    await expect(page.getByTestId("kept-note")).toContainText(KEPT_GENTLE_TEXT.boundary);
    const replies = await allReplyTexts(page);
    expect(replies.some((r) => /congrat/i.test(r))).toBe(true);
    for (const reply of replies) expect(reply).not.toContain("?");
  });

  test("after her news, 'tell me something funny': care, then a story of his to fill in, no joke", async ({ page }) => {
    await acceptNotice(page);
    await generate(page, "my bike got stolen from outside the gym this morning. ugh. tell me something funny please", "funny");
    await expect(page.getByTestId("kept-note")).toContainText(KEPT_GENTLE_TEXT.care);
    const replies = await allReplyTexts(page);
    expect(replies.some((r) => /sorry/i.test(r) && /make you smile|cheer you up/i.test(r))).toBe(true);
    for (const reply of replies) expect(reply).not.toMatch(/haha|lol|😂|funny/i);
  });
});

test.describe("a question about him, for a newcomer with nothing in About you", () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  });

  test('"so what do you do on weekends?": one reply copies at once, without a blank to fill', async ({ page }) => {
    await acceptNotice(page);
    await generate(page, "so what do you do on weekends?", "confident");
    const ready = replyCards(page).filter({ hasNot: page.getByRole("textbox", { name: /^Fill in:/ }) });
    await expect(ready).not.toHaveCount(0);
    const card = ready.first();
    const text = ((await replyText(card).textContent()) ?? "").trim();
    expect(text).not.toContain("[[");
    const copy = card.getByRole("button", { name: "Copy" });
    await expect(copy).toBeEnabled();
    await copy.click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  });
});

test.describe("Romeo and the Pattern Interrupt follow the same reading", () => {
  test("Premium: after her no, the card's line lets her go; Romeo answers Hinglish in Hinglish and says respect her answer", async ({
    page,
  }) => {
    const email = uniqueEmail("e2e-rails-coach");
    grantPremium(email);
    await signIn(page, email);
    await acceptNotice(page);
    const tabs = page.getByRole("tablist", { name: "Holla tools" });

    await tabs.getByRole("tab", { name: "Pattern Interrupt" }).click();
    const card = page.getByRole("region", { name: "Pattern Interrupt Engine" });
    await card.getByLabel("Paste Her Message").fill("I have a boyfriend, sorry");
    await card.getByRole("button", { name: "Analyze & Get Strategy" }).click();
    await expect(card.getByText(/Respect it/)).toBeVisible();
    const line = ((await card.locator("blockquote").textContent()) ?? "").trim();
    expect(line).not.toContain("?");
    expect(line).not.toMatch(/coffee|meet|date|chance/i);

    await tabs.getByRole("tab", { name: "Dating Coach" }).click();
    const coach = page.getByRole("tabpanel", { name: "Dating Coach" });
    await coach.getByPlaceholder("Ask Romeo about dating psychology...").fill("usne mana kar diya, ab use kaise manaun?");
    await coach.getByRole("button", { name: "Send message" }).click();
    const answer = coach.getByRole("log").locator('[data-from="romeo"]').first();
    await expect(answer).toContainText("Uska jawab hi jawab hai");
    await expect(answer).toContainText("izzat");

    // Her words quoted in his question are read as the reply tool reads them: her bad news, care first.
    await coach.getByPlaceholder("Ask Romeo about dating psychology...").fill('she texted "my dad passed away last night" what do I say?');
    await coach.getByRole("button", { name: "Send message" }).click();
    const care = coach.getByRole("log").locator('[data-from="romeo"]').nth(1);
    await expect(care).toContainText(/sorry/i);
    await expect(care).toContainText(/plans/);
    await expect(care).not.toContainText(/ask her out|date idea/i);
  });

  test("the support chat knows /account exports and deletes, and that Regenerate uses a free reply", async ({ page }) => {
    await page.goto("/help");
    await page.getByRole("button", { name: "Chat with Romeo, our support assistant" }).click();
    const panel = page.getByRole("dialog", { name: "Romeo AI: 24/7 Support Assistant" });
    const input = panel.getByPlaceholder("Ask Romeo anything...");
    await input.fill("How do I delete my account?");
    await input.press("Enter");
    const first = panel.locator('[data-from="romeo"]').nth(1);
    await expect(first).toContainText('"Delete my account"');
    await expect(first).toContainText('"Export my data"');
    await input.fill("Does Regenerate use one of my free replies?");
    await input.press("Enter");
    await expect(panel.locator('[data-from="romeo"]').nth(2)).toContainText("counts as one of your 2 replies a day");
  });
});

test.describe("her own plan beside her limit or her news", () => {
  test("her limit and her coffee: a yes to the coffee, her limit noted, nothing else proposed", async ({ page }) => {
    await acceptNotice(page);
    await generate(
      page,
      "I'd prefer not to video call. Happy to meet somewhere public though. Coffee at that place on Queen West?",
      "confident",
    );
    await expect(page.getByTestId("kept-note")).toContainText(KEPT_GENTLE_TEXT.boundary);
    const replies = await allReplyTexts(page);
    expect(replies.some((r) => /^coffee (?:sounds good|works)/i.test(r))).toBe(true);
    for (const reply of replies) {
      expect(reply).not.toContain("?");
      expect(reply).not.toMatch(/dinner|drinks?|lunch|let'?s|video call tonight/i);
    }
  });

  test("her news and her walk when she is back: care, and yes to the walk", async ({ page }) => {
    await acceptNotice(page);
    await generate(
      page,
      "My granddad passed on Monday, I'm flying to Kochi for the funeral. Could we do that walk in Richmond Park after?",
      "funny",
    );
    await expect(page.getByTestId("kept-note")).toContainText(KEPT_GENTLE_TEXT.care);
    const replies = await allReplyTexts(page);
    expect(replies.some((r) => /walk whenever/i.test(r))).toBe(true);
    expect(replies.filter((r) => /sorry|take care/i.test(r)).length).toBe(3);
    for (const reply of replies) expect(reply).not.toMatch(/haha|lol|😂|coffee|dinner|drink/i);
  });
});

test.describe("what she tells beside her question", () => {
  test("her news is met by what it is about, and her praise is thanked", async ({ page }) => {
    await acceptNotice(page);
    await generate(page, "so my ex texted me happy bday lol. we broke up 3 weeks ago. anyway how was ur day", "funny");
    await expect(page.getByTestId("kept-note")).toContainText(KEPT_GENTLE_TEXT.care);
    expect((await allReplyTexts(page)).some((r) => /breakup/i.test(r))).toBe(true);
    await generate(page, "your laugh in that video is so infectious. are you always this cheerful?", "confident");
    expect((await allReplyTexts(page)).some((r) => /\bthanks?\b/i.test(r))).toBe(true);
  });
});

test.describe("her rules, her news when she leaves, and what she names", () => {
  test("a rule she states up front is taken without an apology, and her question is answered", async ({ page }) => {
    await acceptNotice(page);
    await generate(
      page,
      "what's ur fav thing about delhi? mine is winter + chai + the empty metro at 11pm. also fyi i don't meet anyone from here till we've talked for a month",
      "flirty",
    );
    await expect(page.getByTestId("kept-note")).toContainText(KEPT_GENTLE_TEXT.boundary);
    const replies = await allReplyTexts(page);
    expect(replies.some((r) => /delhi/i.test(r))).toBe(true);
    for (const reply of replies) expect(reply).not.toMatch(/sorry|bother|\?/i);
  });

  test("she leaves for a new job in another city: every reply congratulates her, none asks or persuades", async ({ page }) => {
    await acceptNotice(page);
    await page.getByLabel("Language").click();
    await page.getByRole("option", { name: "Hindi (Latin script)" }).click();
    await generate(
      page,
      "Mujhe Pune mein ek naukri mil gayi hai aur main agle mahine shift ho rahi hoon. Long distance ke liye main taiyaar nahi hoon, isliye ye baat yahin rok dena behtar hoga.",
      "confident",
    );
    await expect(page.getByTestId("kept-note")).toContainText(KEPT_GENTLE_TEXT.boundary);
    for (const reply of await allReplyTexts(page)) {
      expect(reply).toMatch(/congrat/i);
      expect(reply).not.toMatch(/\?|milte|mauka|soch lo/i);
    }
  });

  test("her compliment on his dog is thanked by name, beside the answer to her question", async ({ page }) => {
    await acceptNotice(page);
    await generate(page, "ok two things: your dog is the cutest thing on this app and why is your bio just a lemon emoji", "flirty");
    const replies = await allReplyTexts(page);
    expect(replies.some((r) => /thank/i.test(r) && /\bdog\b/i.test(r) && /lemon emoji/i.test(r))).toBe(true);
  });

  test("a single mother's word about her child gets its three replies, not a refusal", async ({ page }) => {
    await acceptNotice(page);
    await page.getByLabel("Language").click();
    await page.getByRole("option", { name: "Hindi (Latin script)" }).click();
    // generate() waits for the three replies: a refusal would show its error instead.
    await generate(
      page,
      "pehle bata du ki main ek single mother hu, meri beti 6 saal ki hai. agar tumhe problem hai toh abhi bata do",
      "confident",
    );
    for (const reply of await allReplyTexts(page)) expect(reply.length).toBeGreaterThan(0);
  });

  test("'fifteen minutes away' is how far she is, not her age: three replies, not a refusal", async ({ page }) => {
    await acceptNotice(page);
    await generate(page, "running late, fifteen minutes away 🙈", "flirty");
    for (const reply of await allReplyTexts(page)) expect(reply).not.toMatch(/can't help|guidelines/i);
  });

  test("her child's illness moves their plan: care first, and yes to her new day", async ({ page }) => {
    await acceptNotice(page);
    await generate(
      page,
      "I am so sorry, Ira has come down with chickenpox, so Saturday will not work after all. Could we try the following weekend instead?",
      "funny",
    );
    await expect(page.getByTestId("kept-note")).toContainText(KEPT_GENTLE_TEXT.care);
    const replies = await allReplyTexts(page);
    expect(replies.some((r) => /weekend/i.test(r))).toBe(true);
    for (const reply of replies) {
      expect(reply).toMatch(/sorry|care/i);
      expect(reply).not.toMatch(/haha|lol|😂/i);
    }
  });
});

test.describe("what she asks or tells beside her news or her plan", () => {
  test("after her news she moves their plan: care, and yes to her day", async ({ page }) => {
    await acceptNotice(page);
    await generate(
      page,
      "My grandmother's funeral is Friday so this weekend's out. Could we do next Thursday instead? And thank you for the flowers, that was sweet.",
      "funny",
    );
    await expect(page.getByTestId("kept-note")).toContainText(KEPT_GENTLE_TEXT.care);
    const replies = await allReplyTexts(page);
    expect(replies.some((r) => /next thursday/i.test(r) && /sorry/i.test(r))).toBe(true);
    for (const reply of replies) expect(reply).not.toMatch(/haha|lol|😂|dinner|drink|saturday/i);
  });

  test("her promotion told in the breath of her plan: cheered by name, and yes to her day", async ({ page }) => {
    await acceptNotice(page);
    await generate(page, "finally got the promotion after 2 years so friday drinks on me if you want to celebrate", "confident");
    await expect(page.getByTestId("kept-note")).toHaveCount(0);
    const replies = await allReplyTexts(page);
    expect(replies.some((r) => /the promotion/i.test(r) && /congrat/i.test(r) && /friday/i.test(r))).toBe(true);
    for (const reply of replies) expect(reply).not.toMatch(/sorry|saturday|sunday/i);
  });

  test("her news she won't talk about and her question after it: care and an answer, never a goodbye", async ({ page }) => {
    await acceptNotice(page);
    await page.getByLabel("Language").click();
    await page.getByRole("option", { name: "Hindi (Latin script)" }).click();
    await generate(
      page,
      "Meri badi behen ka talaq ho raha hai, ghar ka mahaul bahut bhaari hai. Is baare mein zyada baat nahi karna chahti. Bas bataiye, aaj aapne kya kiya?",
      "confident",
    );
    await expect(page.getByTestId("kept-note")).toContainText(KEPT_GENTLE_TEXT.care);
    const replies = await allReplyTexts(page);
    expect(replies.some((r) => /aaj/i.test(r))).toBe(true);
    for (const reply of replies) expect(reply).not.toMatch(/text nahi karunga|message nahi aayega|yahin rukta/i);
  });
});
