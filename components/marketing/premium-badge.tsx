import { Crown } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { PLANS } from "@/lib/plans";

export function PremiumBadge({ className }: { className?: string }) {
  return (
    <Badge className={className}>
      <Crown className="size-3" aria-hidden /> {PLANS.premium.name}
    </Badge>
  );
}
