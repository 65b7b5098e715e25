"use client";

import { ImagePlus } from "lucide-react";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { SCREENSHOT_TEXTS } from "@/lib/screenshot/texts";

/** The reader's code (dialog, OCR) loads on first use; pointing at the button starts it early. */
export const loadScreenshotReader = () => import("@/components/screenshot/screenshot-reader");

/** The pictures among what was pasted or dropped, in order. */
export function imagesIn(list: FileList | DataTransferItemList | null | undefined): File[] {
  if (!list) return [];
  const files = Array.from(list as ArrayLike<File | DataTransferItem>, (entry) =>
    entry instanceof File ? entry : entry.kind === "file" ? entry.getAsFile() : null,
  );
  return files.filter((file): file is File => !!file && file.type.startsWith("image/"));
}

/** "Use a screenshot": a button for the eye and the thumb, and the file input it opens. */
export function ScreenshotPicker({ onFiles }: { onFiles: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => input.current?.click()}
        onPointerEnter={() => void loadScreenshotReader()}
        onFocus={() => void loadScreenshotReader()}
      >
        <ImagePlus aria-hidden />
        {SCREENSHOT_TEXTS.pick}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        aria-label={SCREENSHOT_TEXTS.pick}
        className="hidden"
        onChange={(event) => {
          // Any file he picks is passed on: one that isn't a picture gets its own clear message there.
          const files = Array.from(event.target.files ?? []);
          event.target.value = "";
          if (files.length) onFiles(files);
        }}
      />
    </>
  );
}
