import type { Metadata } from "next";
import { FeaturesSection } from "@/components/marketing/features-section";
import { Hero } from "@/components/marketing/hero";
import { PricingSection } from "@/components/marketing/pricing-section";
import { SITE } from "@/lib/site";

export const metadata: Metadata = { title: { absolute: `${SITE.name}: ${SITE.tagline}` }, description: SITE.description };

// The landing page until the reply generator moves in; each section is its own component so the tool
// can slot in between them.
export default function HomePage() {
  return (
    <>
      <Hero />
      <FeaturesSection />
      <PricingSection />
    </>
  );
}
