import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";

export const metadata: Metadata = {
  title: "Page Not Found",
  description: "The page you were looking for doesn't exist or has moved.",
};

// Its tree is in the RSC payload of every page (the root layout's not-found boundary), so its looks are .nf in
// app/globals.css rather than class lists.
export default function NotFound() {
  return (
    <section className="nf">
      <span>
        <Icon name="search-x" />
      </span>
      <h1>404 Page Not Found</h1>
      <p>This page left you on read. It may have moved or never existed, but the conversation doesn&apos;t have to end here.</p>
      <div>
        <Button asChild size="lg">
          <Link href="/">
            <Icon name="house" /> Back To Home
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/help">
            <Icon name="life-buoy" /> Visit the Help Center
          </Link>
        </Button>
      </div>
    </section>
  );
}
