import { ArrowRight, Bug, Lightbulb, type LucideIcon, Mail, MessageCircle, UserCog } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { ContentBlocks, UNDERLINED_LINKS } from "@/components/content/content-sections";
import { PageShell } from "@/components/layout/page-shell";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { CONTACT_PAGE as page } from "@/content/contact";
import { pickSections } from "@/content/select";
import { cn } from "@/lib/utils";

export const metadata: Metadata = { title: page.title, description: page.description };

const CHANNEL_ICONS: Record<string, LucideIcon> = { "romeo-chat": MessageCircle, "email-support": Mail };

// Each blurb ends in the page that handles that kind of request.
const BLURBS: { id: string; icon: LucideIcon; action?: { href: string; label: string } }[] = [
  { id: "technical-issues", icon: Bug, action: { href: "/report", label: "Report an Issue" } },
  { id: "feature-requests", icon: Lightbulb, action: { href: "/feedback", label: "Send Feedback" } },
  { id: "account-management", icon: UserCog },
];

const bodyText = cn(
  "mt-3 space-y-3 leading-relaxed text-ink-700 [&_a]:font-medium [&_a]:text-brand-700 [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1.5",
  UNDERLINED_LINKS,
);

export default function ContactPage() {
  const channels = pickSections(page, "romeo-chat", "email-support");
  const blurbs = pickSections(page, ...BLURBS.map((b) => b.id));

  return (
    <PageShell title={page.title} intro={page.intro}>
      <div className="grid gap-6">
        {channels.map((section) => {
          const Icon = CHANNEL_ICONS[section.id] ?? MessageCircle;
          return (
            <Card key={section.id} id={section.id}>
              <div className="flex items-center gap-3">
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-brand-600 to-pink-600 text-white">
                  <Icon className="size-5" aria-hidden />
                </span>
                <h2 className="text-xl font-bold text-ink-900">{section.title}</h2>
              </div>
              <div className={bodyText}>
                <ContentBlocks blocks={section.blocks} />
              </div>
            </Card>
          );
        })}
      </div>

      <h2 className="mt-12 text-xl font-bold text-ink-900">Get the Right Help</h2>
      <div className="mt-4 grid gap-4 md:grid-cols-3">
        {BLURBS.map(({ id, icon: Icon, action }, i) => {
          const section = blurbs[i]!;
          return (
            <Card key={id} id={id} className="flex flex-col p-5">
              <Icon className="size-6 text-brand-700" aria-hidden />
              <CardTitle className="mt-3">{section.title}</CardTitle>
              <div className={cn(bodyText, "flex-1 text-sm")}>
                <ContentBlocks blocks={section.blocks} />
              </div>
              {action && (
                <Button asChild variant="outline" size="sm" className="mt-4 self-start">
                  <Link href={action.href}>
                    {action.label} <ArrowRight aria-hidden />
                  </Link>
                </Button>
              )}
            </Card>
          );
        })}
      </div>
    </PageShell>
  );
}
