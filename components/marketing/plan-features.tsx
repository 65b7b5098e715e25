/** A plan's features as a checked list: the pricing cards, the checkout cards and the "Premium Active" panel. Its look,
 * and each item's mark (a check, or lucide's badge-check with `mark="badge-check"`), are `.checks` in app/globals.css,
 * drawn by CSS: the mark is decoration, and an icon on each of the home page's 16 items was written into its HTML and
 * again into its RSC payload. */
export function PlanFeatures({
  features,
  mark = "check",
  className,
}: {
  features: readonly string[];
  mark?: "check" | "badge-check";
  className?: string;
}) {
  const classes = mark === "check" ? "checks" : "checks checks-badge";
  return (
    <ul className={className ? `${classes} ${className}` : classes}>
      {features.map((feature) => (
        <li key={feature}>{feature}</li>
      ))}
    </ul>
  );
}
