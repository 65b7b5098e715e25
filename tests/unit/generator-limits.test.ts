import { describe, expect, it } from "vitest";
import { MAX_MESSAGE_CHARS, MAX_THREAD_CHARS } from "@/lib/ai/schemas";
import { MESSAGE_MAX_CHARS, THREAD_MAX_CHARS } from "@/lib/generator/limits";

describe("the browser's input limits", () => {
  it("are the server's", () => {
    expect(MESSAGE_MAX_CHARS).toBe(MAX_MESSAGE_CHARS);
    expect(THREAD_MAX_CHARS).toBe(MAX_THREAD_CHARS);
  });
});
