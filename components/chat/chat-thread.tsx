"use client";

import Link from "next/link";
import { Fragment, useEffect, useRef } from "react";
import { cn } from "@/lib/utils";

export interface ThreadMessage {
  id: string;
  from: "user" | "romeo";
  text: string;
  /** ISO time; shown when the thread shows times. */
  at?: string;
}

const TIME = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });

// Romeo's support answers end with their source, "More: Help Center › FAQ (/help#faq)": the page and
// section become the link's words. Any other "(/path)" he mentions becomes a link to it.
const SOURCE_LINE = /^More: (.+) \((\/[a-z0-9-]*(?:#[a-z0-9-]+)?)\)$/;
const SITE_PATH = /\((\/[a-z0-9-]*(?:#[a-z0-9-]+)?)\)/g;
const linkClass = "font-semibold underline underline-offset-2";

// Pieces of one message have no identity but where they start in it, so that is their key.
function withPaths(text: string) {
  const pieces: React.ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(SITE_PATH)) {
    const path = match[1]!;
    pieces.push(
      text.slice(from, match.index),
      <Fragment key={match.index}>
        (
        <Link href={path} className={linkClass}>
          {path}
        </Link>
        )
      </Fragment>,
    );
    from = match.index + match[0].length;
  }
  pieces.push(text.slice(from));
  return pieces;
}

function withLinks(text: string) {
  const lines = text.split("\n");
  let start = 0;
  return lines.map((line, i) => {
    const at = start;
    start += line.length + 1;
    const source = line.match(SOURCE_LINE);
    const content = source ? (
      <>
        More:{" "}
        <Link href={source[2]!} className={linkClass}>
          {source[1]}
        </Link>
      </>
    ) : (
      withPaths(line)
    );
    return (
      <Fragment key={at}>
        {content}
        {i < lines.length - 1 && "\n"}
      </Fragment>
    );
  });
}

/**
 * A chat's messages, newest at the bottom and kept in view; the typing dots while Romeo thinks.
 * The list is a log region, so a screen reader hears each new message once.
 */
export function ChatThread({
  messages,
  typing,
  showTimes = false,
  wide = false,
  empty,
  className,
}: {
  messages: ThreadMessage[];
  typing: boolean;
  showTimes?: boolean;
  /** The embedded card allows 85 % wide bubbles, the floating panels 80 % (docs/product.md). */
  wide?: boolean;
  empty?: React.ReactNode;
  className?: string;
}) {
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);

  // biome-ignore lint/correctness/useExhaustiveDependencies: these are the triggers, not inputs: a new message, Romeo's answer growing, the typing dots coming or going each scroll to the end
  useEffect(() => {
    end.current?.scrollIntoView({ block: "end", behavior: "smooth" });
  }, [messages.length, last?.text, typing]);

  return (
    // Focusable, so a keyboard user can scroll back through a long conversation.
    <div
      role="log"
      aria-live="polite"
      aria-label="Conversation with Romeo"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus for a keyboard to scroll it (see above)
      tabIndex={0}
      className={cn(
        "flex flex-col gap-3 overflow-y-auto p-3 outline-none focus-visible:ring-[3px] focus-visible:ring-brand-500/40 focus-visible:ring-inset",
        className,
      )}
    >
      {messages.length === 0 && !typing && empty}
      {messages.map((m) => (
        <div key={m.id} data-from={m.from} className={cn("flex flex-col", m.from === "user" ? "items-end" : "items-start")}>
          <p
            className={cn(
              "rounded-2xl px-3 py-2 text-sm leading-relaxed break-words whitespace-pre-line",
              wide ? "max-w-[85%]" : "max-w-[80%]",
              m.from === "user" ? "rounded-br-sm bg-brand-600 text-white" : "rounded-bl-sm bg-brand-50 text-ink-900",
            )}
          >
            <span className="sr-only">{m.from === "user" ? "You: " : "Romeo: "}</span>
            <span>{m.from === "romeo" ? withLinks(m.text) : m.text}</span>
          </p>
          {showTimes && m.at && (
            <time dateTime={m.at} className="mt-0.5 px-1 text-[11px] text-ink-600">
              {TIME.format(new Date(m.at))}
            </time>
          )}
        </div>
      ))}
      {typing && (
        <div className="flex items-center gap-1 self-start rounded-2xl rounded-bl-sm bg-brand-50 px-3 py-3" role="status">
          <span className="sr-only">Romeo is typing…</span>
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              className="size-1.5 animate-bounce rounded-full bg-brand-500"
              style={{ animationDelay: `${delay}ms` }}
              aria-hidden
            />
          ))}
        </div>
      )}
      <div ref={end} />
    </div>
  );
}
