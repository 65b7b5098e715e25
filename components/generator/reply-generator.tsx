"use client";

import dynamic from "next/dynamic";
import { useEffect, useState, useSyncExternalStore } from "react";
import { ImportantNotice } from "@/components/generator/important-notice";
import { noticeAccepted } from "@/lib/replies/client/notice";

// The page's entry to the tool. The notice is small and in the first load; the tool itself (tabs,
// select, reply cards) is its own chunk, fetched at once after hydration so it is ready when wanted.
const loadTool = () => import("@/components/generator/generator-tool");
const GeneratorTool = dynamic(loadTool, { ssr: false, loading: () => <ToolPlaceholder /> });

function ToolPlaceholder() {
  return (
    <div aria-busy className="min-h-[28rem] animate-pulse rounded-2xl border border-brand-100 bg-white/70 shadow-sm">
      <span className="sr-only">Loading the reply generator…</span>
    </div>
  );
}

export function ReplyGenerator() {
  // null until the browser answers: the server renders neither the notice nor the tool.
  const accepted = useSyncExternalStore(noticeAccepted.subscribe, noticeAccepted.getSnapshot, noticeAccepted.getServerSnapshot);
  const [justAccepted, setJustAccepted] = useState(false);

  useEffect(() => {
    void loadTool();
  }, []);

  if (accepted === null) return <ToolPlaceholder />;
  if (!accepted)
    return (
      <ImportantNotice
        onAccept={() => {
          setJustAccepted(true);
          noticeAccepted.set(true);
        }}
      />
    );
  return <GeneratorTool focusOnMount={justAccepted} />;
}
