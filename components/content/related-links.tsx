import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";

export interface RelatedLink {
  href: string;
  label: string;
}

/** The "where next" row at the foot of a content page. */
export function RelatedLinks({ title = "Related Pages", links }: { title?: string; links: readonly RelatedLink[] }) {
  return (
    <nav aria-label={title} className="mt-4 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
      <h2 className="text-lg font-bold text-ink-900">{title}</h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {links.map((link) => (
          <li key={link.href}>
            <Button asChild variant="outline">
              <Link href={link.href}>
                {link.label} <Icon name="arrow-right" />
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
