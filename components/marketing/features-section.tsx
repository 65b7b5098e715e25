import { PremiumBadge } from "@/components/marketing/premium-badge";
import { PremiumToolkit } from "@/components/marketing/premium-toolkit";
import { SectionHeading } from "@/components/marketing/section-heading";
import { Badge } from "@/components/ui/badge";
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
    // Looks: .feats, .feat, .tile and .plus in app/globals.css; each card is its list item.
    <section id="features" aria-labelledby="features-title" className="wrap sec">
      <SectionHeading
        id="features-title"
        title="Everything You Need to Reply With Confidence"
        intro="Holla reads what she wrote and helps you answer it like the best version of yourself."
      />
      <ul className="feats">
        {FEATURES.map((feature) => {
          const icon = ICONS[feature.id] ?? "trending-up";
          return (
            <li key={feature.id} className="card feat">
              <div>
                <span className="tile">
                  <Icon name={icon} />
                </span>
                {feature.premium && <PremiumBadge />}
              </div>
              <h3>{feature.title}</h3>
              <p>{feature.description}</p>
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
    <div className="plus">
      <div>
        <Icon name="rocket" />
        <h3>{PREMIUM_PLUS_PREVIEW.title}</h3>
        <Badge>Coming Soon</Badge>
      </div>
      <p>{PREMIUM_PLUS_PREVIEW.intro}</p>
      <ul>
        {PREMIUM_PLUS_PREVIEW.items.map((item) => (
          <li key={item.title}>
            <p>{item.title}</p>
            <p>{item.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
