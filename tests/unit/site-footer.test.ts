import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SiteFooter } from "@/components/layout/site-footer";
import { SITE } from "@/lib/site";

// The footer's year is the clock's, not one typed in once: rendered in a year the code was never
// written in, it says that year (UTC, so half an hour into January 1st is already the new year).
describe("the footer's copyright year", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([2031, 2049])("is the year it is rendered in (%i)", (year) => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(Date.UTC(year, 0, 1, 0, 30)));
    const html = renderToStaticMarkup(createElement(SiteFooter));
    expect(html).toContain(`© ${year} ${SITE.wordmark} All rights reserved.`);
  });
});
