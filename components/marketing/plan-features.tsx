import { Icon, type IconName } from "@/components/ui/icon";

/** A plan's features as a checked list: the pricing cards, the checkout cards and the "Premium Active" panel. Its look is
 * `.checks` in app/globals.css, once, rather than the same classes on each of the home page's 17 items. */
export function PlanFeatures({
  features,
  icon = "check",
  className,
}: {
  features: readonly string[];
  icon?: IconName;
  className?: string;
}) {
  return (
    <ul className={className ? `checks ${className}` : "checks"}>
      {features.map((feature) => (
        <li key={feature}>
          <Icon name={icon} />
          {feature}
        </li>
      ))}
    </ul>
  );
}
