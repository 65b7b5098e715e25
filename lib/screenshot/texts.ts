// The screenshot reader's words, read by its screens and by the tests that check them.

export const SCREENSHOT_TEXTS = {
  pick: "Use a screenshot",
  dialogTitle: "Check what Holla read",
  dialogHint: "Read on your phone: the picture never leaves it. Fix anything Holla got wrong, then use it.",
  reading: (percent: number) => `Reading your screenshot… ${percent} %`,
  empty: "Holla found no messages in this screenshot. Try one of the chat itself, with her messages in view, or type her message.",
  notAPicture: "That file isn't a picture Holla can read. Try a PNG, JPEG or WebP screenshot.",
  failed: "Holla couldn't read this screenshot on your phone. Try again, or type her message.",
  dropHere: "Drop your screenshot to read it",
  addAnother: "Add the next screenshot",
  use: "Use this",
  readWithAi: "Read with AI",
  aiHint: "Reads it again with our AI model: the picture is sent to it, not kept.",
  /** Read with AI is past its shared budget for now (docs/deployment.md): the reading on the phone stands. */
  aiBusyKeptDevice: "Reading with AI is busy right now, so this is Holla's reading on your phone. Check it, then use it.",
  filled: "Her message and the conversation are filled in. Check them, then generate.",
  /** A picture shared into Holla is read only once he says so: a share may come from another site's form. */
  sharedTitle: "A screenshot was shared to Holla",
  sharedAsk: "Read it to fill in her message? It's read on your phone.",
  sharedRead: "Read it",
  profilePick: "Read her profile from a screenshot",
  readingProfile: (percent: number) => `Reading her profile… ${percent} %`,
  profileEmpty: "Holla found no text in that screenshot. Try one of her profile with her bio or prompts in view.",
  threadTrimmed: "The conversation was longer than the field holds, so Holla kept its latest part.",
  noMessageOfHers: "The chat ends with your message, so it all went into the conversation: add what she said last.",
} as const;
