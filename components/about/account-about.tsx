"use client";

import { useEffect } from "react";
import { AboutPanel } from "@/components/about/about-section";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { ABOUT_TEXTS } from "@/lib/account/about-rules";
import { aboutYou } from "@/lib/account/client/about-store";

/** About you on /account: the page is for accounts only, so the store reads and writes the account's. */
export function AccountAbout() {
  useEffect(() => {
    void aboutYou.setSignedIn(true);
  }, []);
  return (
    <Card>
      <CardTitle>{ABOUT_TEXTS.title}</CardTitle>
      <CardDescription className="mt-1">{ABOUT_TEXTS.intro}</CardDescription>
      <div className="mt-5">
        <AboutPanel idPrefix="account-about" />
      </div>
    </Card>
  );
}
