import { describe, expect, it } from "vitest";
import { CONTENT_PAGES } from "@/content";
import { PRIVACY_PAGE } from "@/content/privacy";
import { formatPrice, PLANS } from "@/lib/plans";

const text = (page: (typeof CONTENT_PAGES)[number]) =>
  [
    page.intro,
    ...page.sections.flatMap((s) => [s.title, ...s.blocks.flatMap((b) => (typeof b === "string" ? [b] : "list" in b ? b.list : b.steps))]),
  ].join("\n");

describe("content", () => {
  it("gives every page a unique slug, a title and a description search engines keep whole", () => {
    const slugs = CONTENT_PAGES.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const page of CONTENT_PAGES) {
      expect(page.title.length).toBeGreaterThan(2);
      expect(page.description.length).toBeGreaterThan(40);
      expect(page.description.length).toBeLessThanOrEqual(160);
      expect(page.sections.length).toBeGreaterThan(0);
    }
  });

  it("has the privacy policy's 11 sections, dated June 2025", () => {
    expect(PRIVACY_PAGE.sections).toHaveLength(11);
    expect(PRIVACY_PAGE.updated).toBe("June 2025");
  });

  it("quotes only the prices that lib/plans.ts holds", () => {
    const allowed = new Set(Object.values(PLANS).map((p) => formatPrice(p.priceCents)));
    for (const page of CONTENT_PAGES) {
      for (const price of text(page).match(/\$\d+(?:\.\d{2})?/g) ?? []) expect(allowed, `${page.slug}: ${price}`).toContain(price);
    }
  });

  it("repeats no block within a section, as a block's words are its key on the page", () => {
    for (const page of CONTENT_PAGES) {
      for (const section of page.sections) {
        const blocks = section.blocks.map((b) => JSON.stringify(b));
        expect(new Set(blocks).size, `${page.slug}#${section.id}`).toBe(blocks.length);
      }
    }
  });

  it("holds no placeholder text", () => {
    for (const page of CONTENT_PAGES) expect(text(page)).not.toMatch(/lorem|ipsum|TODO|TBD|\[insert/i);
  });
});
