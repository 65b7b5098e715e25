import { PremiumBadge } from "@/components/marketing/premium-badge";
import { PremiumToolkit } from "@/components/marketing/premium-toolkit";
import { SectionHeading } from "@/components/marketing/section-heading";
import { Badge } from "@/components/ui/badge";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { Icon, type IconName } from "@/components/ui/icon";
import { FEATURES, PREMIUM_PLUS_PREVIEW } from "@/content/features";

const ICONS: Record<string, IconName> = {
  "boost-response-rate": "trending-up",
  "understand-her-mind": "brain",
  "save-your-best": "bookmark",
  "vibe-check": "gauge",
};

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <SectionHeading
        id="features-title"
        title="Everything You Need to Reply With Confidence"
        intro="Holla reads what she wrote and helps you answer it like the best version of yourself."
      />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map((feature) => {
          const icon = ICONS[feature.id] ?? "trending-up";
          return (
            <li key={feature.id}>
              <Card className="h-full">
                <div className="flex items-center justify-between gap-2">
                  <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon name={icon} className="size-5" />
                  </span>
                  {feature.premium && <PremiumBadge />}
                </div>
                <CardTitle className="mt-4">{feature.title}</CardTitle>
                <CardDescription className="mt-2 leading-relaxed">{feature.description}</CardDescription>
              </Card>
            </li>
          );
        })}
      </ul>
      <PremiumToolkit />
      <PremiumPlusPreview />
    </section>
  );
}

function PremiumPlusPreview() {
  return (
    <div className="mt-10 rounded-2xl bg-gradient-to-br from-brand-800 via-brand-700 to-pink-700 p-6 text-white sm:p-10">
      <div className="flex flex-wrap items-center gap-3">
        <Icon name="rocket" />
        <h3 className="text-2xl font-bold">{PREMIUM_PLUS_PREVIEW.title}</h3>
        <Badge>Coming Soon</Badge>
      </div>
      <p className="mt-2 max-w-2xl text-white/90">{PREMIUM_PLUS_PREVIEW.intro}</p>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {PREMIUM_PLUS_PREVIEW.items.map((item) => (
          <li key={item.title} className="rounded-xl bg-white/10 p-5">
            <p className="font-semibold">{item.title}</p>
            <p className="mt-1 text-sm text-white/90">{item.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
