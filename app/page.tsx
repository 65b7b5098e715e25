import type { Metadata } from "next";
import { GeneratorSection } from "@/components/generator/generator-section";
import { FeaturesSection } from "@/components/marketing/features-section";
import { Hero } from "@/components/marketing/hero";
import { PricingSection } from "@/components/marketing/pricing-section";
import { SITE } from "@/lib/site";

export const metadata: Metadata = { title: { absolute: `${SITE.name}: ${SITE.tagline}` }, description: SITE.description };

// Prerendered: the tool is a client component that asks /api/usage for the visitor's plan after mount.
export default function HomePage() {
  return (
    <>
      <Hero />
      <GeneratorSection />
      <FeaturesSection />
      <PricingSection />
    </>
  );
}
