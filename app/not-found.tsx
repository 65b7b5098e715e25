import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";

export const metadata: Metadata = {
  title: "Page Not Found",
  description: "The page you were looking for doesn't exist or has moved.",
};

export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="grid size-16 place-items-center rounded-2xl bg-gradient-to-br from-brand-600 to-pink-600 text-white">
        <Icon name="search-x" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">404 Page Not Found</h1>
      <p className="mt-4 text-lg text-ink-600">
        This page left you on read. It may have moved or never existed, but the conversation doesn&apos;t have to end here.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
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
