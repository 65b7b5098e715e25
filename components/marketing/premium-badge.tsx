import { Badge } from "@/components/ui/badge";
import { Icon } from "@/components/ui/icon";
import { PLANS } from "@/lib/plans";

export function PremiumBadge({ className }: { className?: string }) {
  return (
    <Badge className={className}>
      <Icon name="crown" />
      {` ${PLANS.premium.name}`}
    </Badge>
  );
}
