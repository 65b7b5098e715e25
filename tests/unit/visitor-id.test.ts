import { describe, expect, it } from "vitest";
import { newVisitorToken, verifyVisitorToken } from "@/lib/platform/visitor-id";

describe("visitor tokens", () => {
  it("verifies a token it issued and returns its id", () => {
    const { id, token } = newVisitorToken();
    expect(verifyVisitorToken(token)).toBe(id);
  });

  it("issues a different id every time", () => {
    expect(newVisitorToken().id).not.toBe(newVisitorToken().id);
  });

  it("refuses forged, altered and malformed tokens", () => {
    const { id, token } = newVisitorToken();
    const other = newVisitorToken();
    expect(verifyVisitorToken(`${other.id}.${token.split(".")[1]}`)).toBeNull();
    expect(verifyVisitorToken(`${id}.${"A".repeat(43)}`)).toBeNull();
    expect(verifyVisitorToken(`${token}.extra`)).toBeNull();
    expect(verifyVisitorToken(id)).toBeNull();
    expect(verifyVisitorToken("")).toBeNull();
    expect(verifyVisitorToken(undefined)).toBeNull();
    expect(verifyVisitorToken("../../etc.passwd")).toBeNull();
  });
});
