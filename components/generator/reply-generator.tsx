"use client";

import dynamic from "next/dynamic";
import { useState, useSyncExternalStore } from "react";
import { ImportantNotice } from "@/components/generator/important-notice";
import { noticeAccepted } from "@/lib/replies/client/notice";

// The page's entry to the tool. The notice is small and in the first load; the tool itself (tabs,
// select, reply cards: about 60 KB gzip with what it needs) is its own chunk. A visitor who accepted
// the notice before gets it at once; a new one fetches it when his pointer, finger or focus reaches
// the notice (he is about to accept it), so a visit that only reads the page never downloads it.
const loadTool = () => import("@/components/generator/generator-tool");
const GeneratorTool = dynamic(loadTool, { ssr: false, loading: () => <ToolPlaceholder /> });

const prefetch = () => void loadTool();

function ToolPlaceholder() {
  return (
    <div aria-busy className="gen-wait">
      <span className="sr-only">Loading the reply generator…</span>
    </div>
  );
}

export function ReplyGenerator() {
  // null until the browser answers: the server renders neither the notice nor the tool.
  const accepted = useSyncExternalStore(noticeAccepted.subscribe, noticeAccepted.getSnapshot, noticeAccepted.getServerSnapshot);
  const [justAccepted, setJustAccepted] = useState(false);

  if (accepted === null) return <ToolPlaceholder />;
  if (!accepted)
    return (
      <div onPointerEnter={prefetch} onPointerDown={prefetch} onTouchStart={prefetch} onFocusCapture={prefetch}>
        <ImportantNotice
          onAccept={() => {
            setJustAccepted(true);
            noticeAccepted.set(true);
          }}
        />
      </div>
    );
  return <GeneratorTool focusOnMount={justAccepted} />;
}
