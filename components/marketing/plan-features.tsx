import { Check } from "lucide-react";

/** A plan's features as a checked list: the pricing cards, the checkout cards and the "Premium Active" panel. */
export function PlanFeatures({
  features,
  icon: Icon = Check,
  className,
}: {
  features: readonly string[];
  icon?: typeof Check;
  className?: string;
}) {
  return (
    <ul className={className}>
      {features.map((feature) => (
        <li key={feature} className="flex items-start gap-2">
          <Icon className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
          {feature}
        </li>
      ))}
    </ul>
  );
}
