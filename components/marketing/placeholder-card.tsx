import Link from "next/link";
import { ArrowRight, Clock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

interface PlaceholderCardProps {
  /** What this page will do once it's built. */
  title: string;
  children: React.ReactNode;
  action: { href: string; label: string };
}

/** The honest stand-in for a page whose feature (payments) isn't connected yet. */
export function PlaceholderCard({ title, children, action }: PlaceholderCardProps) {
  return (
    <Card className="sm:p-8">
      <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
        <Clock className="size-4" aria-hidden /> Opening soon
      </p>
      <h2 className="mt-4 text-xl font-bold text-ink-900">{title}</h2>
      <div className="mt-3 space-y-3 leading-relaxed text-ink-700 [&_li]:ml-5 [&_li]:pl-1 [&_ul]:list-disc [&_ul]:space-y-1.5">
        {children}
      </div>
      <Button asChild className="mt-6">
        <Link href={action.href}>
          {action.label} <ArrowRight aria-hidden />
        </Link>
      </Button>
    </Card>
  );
}
