import { describe, expect, it } from "vitest";
import { pageImage, profileLines } from "@/lib/screenshot/page-text";

describe("a profile screenshot read as a page", () => {
  it("turns a dark screen over, so its text is dark on light", () => {
    const data = new Uint8ClampedArray([17, 17, 17, 255, 17, 17, 17, 255, 17, 17, 17, 255, 240, 240, 240, 255]);
    expect([...pageImage({ width: 2, height: 2, data }).gray]).toEqual([238, 238, 238, 15]);
  });

  it("leaves a light screen as it is", () => {
    const data = new Uint8ClampedArray([250, 250, 250, 255, 10, 10, 10, 255]);
    expect([...pageImage({ width: 2, height: 1, data }).gray]).toEqual([250, 10]);
  });

  it("keeps her words and drops the clock, icons read as signs and empty lines", () => {
    expect(
      profileLines("9:41 ull = @\nMeera, 27\n\n© >\nAbout me\nArchitect who bakes sourdough. Just back from Goa.\n‘Chai’ at 6am"),
    ).toBe("Meera, 27\nAbout me\nArchitect who bakes sourdough. Just back from Goa.\n'Chai' at 6am");
  });
});
