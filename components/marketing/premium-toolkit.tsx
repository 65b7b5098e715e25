"use client";

import { Heart, type LucideIcon, Palette, Zap } from "lucide-react";
import { paidPlanOf, useAuth } from "@/lib/auth/client/session";
import { PLANS, TONES } from "@/lib/plans";
import { openChatPanel, openToolTab } from "@/lib/romeo/client/launch";

interface Tool {
  icon: LucideIcon;
  title: string;
  description: string;
  action: string;
  onClick: () => void;
}

const TOOLS: Tool[] = [
  {
    icon: Zap,
    title: "Pattern Interrupt Engine",
    description: "See what she may really be saying, get an expert strategy, and one fresh reply that breaks the usual script.",
    action: "Analyze a message",
    onClick: () => openToolTab("pattern-interrupt"),
  },
  {
    icon: Heart,
    title: "Romeo Dating Coach",
    description: "Ask about dating psychology, attraction and building connection. Your conversation is kept, on every page.",
    action: "Talk to Romeo",
    onClick: () => openChatPanel("coach"),
  },
  {
    icon: Palette,
    title: `${TONES.creative.label} Tone`,
    description: "Psychology-backed, out-of-the-box replies that make you memorable. Pick it in the reply generator.",
    action: "Write a reply",
    onClick: () => document.getElementById("generator")?.scrollIntoView({ behavior: "smooth" }),
  },
];

/** The Features area's Premium-only section (docs/product.md): shortcuts to what the plan unlocked. */
export function PremiumToolkit() {
  const paidPlan = paidPlanOf(useAuth());
  if (!paidPlan) return null;
  const plan = PLANS[paidPlan];
  return (
    <section
      aria-labelledby="premium-toolkit-title"
      className="mt-10 rounded-2xl border-2 border-brand-200 bg-gradient-to-br from-brand-50 to-pink-50 p-6 sm:p-8"
    >
      <h3 id="premium-toolkit-title" className="text-2xl font-bold text-ink-900">
        Your {plan.name} Toolkit
      </h3>
      <p className="mt-1 text-ink-700">Everything your plan unlocked, one tap away.</p>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {TOOLS.map((tool) => (
          <li key={tool.title} className="flex flex-col rounded-xl bg-white p-5 shadow-sm">
            <tool.icon className="size-6 text-brand-700" aria-hidden />
            <p className="mt-3 font-semibold text-ink-900">{tool.title}</p>
            <p className="mt-1 flex-1 text-sm text-ink-700">{tool.description}</p>
            {/* A plain button: the shared Button's class merging would put ~8 KB into the home page's first load. */}
            <button
              type="button"
              onClick={tool.onClick}
              className="mt-4 inline-flex h-8 cursor-pointer items-center self-start rounded-lg border border-brand-200 bg-white px-3 text-xs font-semibold text-brand-800 outline-none hover:bg-brand-50 focus-visible:ring-[3px] focus-visible:ring-brand-500/40"
            >
              {tool.action}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
