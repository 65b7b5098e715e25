"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { Tabs } from "radix-ui";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { GenerateForm, type GenerateFormValues } from "@/components/generator/generate-form";
import { ReplyResults } from "@/components/generator/reply-results";
import { UsageLine } from "@/components/generator/usage-line";
import { useGeneration } from "@/components/generator/use-generation";
import { useUsage } from "@/components/generator/use-usage";
import { type GeneratorMode, ModeSwitch } from "@/components/openers/mode-switch";
import { imagesIn, loadScreenshotReader } from "@/components/screenshot/screenshot-picker";
import { aboutYou } from "@/lib/account/client/about-store";
import { useAuth } from "@/lib/auth/client/session";
import { SHARE_TARGET_UNAVAILABLE } from "@/lib/messages";
import { TONES, type ToneId } from "@/lib/plans";
import { analytics } from "@/lib/platform/client/analytics";
import { notify } from "@/lib/platform/client/toast";
import { CREATIVE_TILE_DESCRIPTION, PREMIUM_FEATURE_TITLE } from "@/lib/replies/client/failure-toast";
import { languagePreference } from "@/lib/replies/client/preferences";
import { readDraft, writeDraft } from "@/lib/replies/client/tab-memory";
import { MESSAGE_REQUIRED, outOfRepliesText } from "@/lib/replies/usage-text";
import { OPEN_TOOL_TAB_EVENT } from "@/lib/romeo/client/launch";
import { savedReplies } from "@/lib/saved-replies/client/store";
import { registerServiceWorker } from "@/lib/screenshot/client/register-service-worker";
import { sharedScreenshotState, takeSharedScreenshot } from "@/lib/screenshot/client/shared-image";
import { SCREENSHOT_TEXTS } from "@/lib/screenshot/texts";
import { type Turn, toGeneratorFields } from "@/lib/screenshot/turns";

const loadSavedPanel = () => import("@/components/generator/saved-replies-panel");
const SavedRepliesPanel = dynamic(loadSavedPanel, {
  loading: () => <p className="py-8 text-center text-sm text-ink-600">Loading your saved replies…</p>,
});

// The Premium tabs' code loads only when a Premium user opens them (or points at their tab).
const loadPatternInterrupt = () => import("@/components/premium/pattern-interrupt-card");
const PatternInterruptCard = dynamic(loadPatternInterrupt, { loading: () => <TabLoading what="the Pattern Interrupt Engine" /> });
const loadCoach = () => import("@/components/chat/coach-card");
const CoachCard = dynamic(loadCoach, { loading: () => <TabLoading what="Romeo" /> });

// "First message" loads when he switches to it.
const OpenersPanel = dynamic(() => import("@/components/openers/openers-panel"), { loading: () => <TabLoading what="First message" /> });

// The screenshot reader (dialog and OCR) loads when he first gives it a picture.
const ScreenshotReader = dynamic(loadScreenshotReader, { ssr: false });

function TabLoading({ what }: { what: string }) {
  return <p className="py-8 text-center text-sm text-ink-600">Loading {what}…</p>;
}

// On phones the tabs are a grid of two columns (a Premium user's four don't fit one row at 320-375 px),
// each 44 px tall for a thumb; from the small breakpoint up, one row.
const tabClass =
  "min-h-11 flex-1 cursor-pointer rounded-lg px-2 py-2 text-sm font-semibold text-ink-700 transition outline-none hover:text-brand-800 focus-visible:ring-[3px] focus-visible:ring-brand-500/40 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm sm:min-h-0 sm:flex-none sm:px-5";

type Tab = "generator" | "saved" | "pattern-interrupt" | "dating-coach";
const PREMIUM_TABS: readonly Tab[] = ["pattern-interrupt", "dating-coach"];

/** The tool behind the notice: the generator and the saved replies, one tab each. */
export default function GeneratorTool({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const router = useRouter();
  const { usage, setUsage, refresh } = useUsage();
  const plan = usage?.plan ?? null;
  const language = useSyncExternalStore(languagePreference.subscribe, languagePreference.getSnapshot, languagePreference.getServerSnapshot);
  // Her message, the thread and the tone survive a reload and the upgrade page, in this tab.
  const [form, setForm] = useState<Omit<GenerateFormValues, "language">>(
    () => readDraft() ?? { message: "", thread: "", tone: "confident" },
  );
  const [messageError, setMessageError] = useState<string | null>(null);
  useEffect(() => writeDraft(form), [form]);
  const [tab, setTabState] = useState<Tab>("generator");
  const [mode, setMode] = useState<GeneratorMode>("reply");
  // A Premium tab, once opened, stays mounted (hidden) so an analysis survives a look at the replies.
  const [opened, setOpened] = useState<readonly Tab[]>(["generator"]);
  const setTab = useCallback((next: Tab) => {
    setTabState(next);
    setOpened((list) => (list.includes(next) ? list : [...list, next]));
  }, []);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  // Pictures given to the screenshot reader since it opened; null while it is closed.
  const [screenshots, setScreenshots] = useState<File[] | null>(null);
  const [threadFilled, setThreadFilled] = useState(0);
  const [dragging, setDragging] = useState(false);
  const readScreenshots = useCallback((files: File[]) => {
    if (files.length) setScreenshots((list) => [...(list ?? []), ...files]);
  }, []);
  const generation = useGeneration({ plan, onUsage: setUsage, onFailure: () => void refresh() });
  const auth = useAuth();
  // At 0 the buttons say why instead of failing after a press (the spec's toast stays for a server refusal).
  const outOfReplies = usage && usage.remaining === 0 ? outOfRepliesText(usage, auth.status === "signed-in") : null;

  // Signed in, saves are the account's (this browser's move into it only when he says so); otherwise the browser's.
  useEffect(() => {
    if (auth.status !== "loading") void savedReplies.setSignedIn(auth.status === "signed-in");
    if (auth.status !== "loading") void aboutYou.setSignedIn(auth.status === "signed-in");
  }, [auth.status]);

  useEffect(() => {
    if (focusOnMount) messageRef.current?.focus();
  }, [focusOnMount]);

  // Once he has opened the tool, Holla installed from the browser is a share target for screenshots.
  useEffect(() => registerServiceWorker(), []);

  // A screenshot shared into Holla from another app (the manifest's share target) opens the reader.
  useEffect(() => {
    if (sharedScreenshotState() === "unavailable") {
      notify.error("Screenshot not received", { description: SHARE_TARGET_UNAVAILABLE });
      return;
    }
    let current = true; // React's development double effect takes the same file twice: read it once
    // Read only once he says so: the share sheet and another site's form look the same from here.
    void takeSharedScreenshot().then((file) => {
      if (!current || !file) return;
      notify.info(SCREENSHOT_TEXTS.sharedTitle, {
        description: SCREENSHOT_TEXTS.sharedAsk,
        action: { label: SCREENSHOT_TEXTS.sharedRead, onClick: () => readScreenshots([file]) },
        duration: Number.POSITIVE_INFINITY,
      });
    });
    return () => {
      current = false;
    };
  }, [readScreenshots]);

  // The Premium section's buttons (and a link to "/#pattern-interrupt" or "/#dating-coach") open those tabs.
  useEffect(() => {
    if (!generation.isPremium) return;
    const open = (wanted: string) => {
      if (PREMIUM_TABS.includes(wanted as Tab)) setTab(wanted as Tab);
    };
    const fromHash = () => open(window.location.hash.slice(1));
    const fromEvent = (e: Event) => open((e as CustomEvent<string>).detail);
    fromHash();
    window.addEventListener("hashchange", fromHash);
    window.addEventListener(OPEN_TOOL_TAB_EVENT, fromEvent);
    return () => {
      window.removeEventListener("hashchange", fromHash);
      window.removeEventListener(OPEN_TOOL_TAB_EVENT, fromEvent);
    };
  }, [generation.isPremium, setTab]);

  // A picture pasted anywhere while the generator is showing goes to the reader; text pastes as always.
  useEffect(() => {
    if (tab !== "generator") return;
    const onPaste = (event: ClipboardEvent) => {
      const images = imagesIn(event.clipboardData?.files);
      if (!images.length) return;
      event.preventDefault();
      readScreenshots(images);
    };
    document.addEventListener("paste", onPaste);
    return () => document.removeEventListener("paste", onPaste);
  }, [tab, readScreenshots]);

  function onUseScreenshot(turns: Turn[]) {
    const { message, thread, threadTrimmed } = toGeneratorFields(turns);
    setScreenshots(null);
    setForm((f) => ({ ...f, message: message || f.message, thread }));
    if (thread) setThreadFilled((n) => n + 1);
    if (message) setMessageError(null);
    const description = message ? SCREENSHOT_TEXTS.filled : SCREENSHOT_TEXTS.noMessageOfHers;
    notify.success("Screenshot read", { description: threadTrimmed ? `${description} ${SCREENSHOT_TEXTS.threadTrimmed}` : description });
    messageRef.current?.focus();
  }

  function onUseTone(tone: ToneId, herMessage: string) {
    setForm((f) => ({ ...f, tone, message: f.message.trim() ? f.message : herMessage }));
    setTab("generator");
    notify.success("Tone Applied", { description: `Switched to ${TONES[tone].label} tone for maximum impact` });
  }

  function onChange({ language: nextLanguage, ...patch }: Partial<GenerateFormValues>) {
    if (nextLanguage) languagePreference.set(nextLanguage);
    if (patch.message?.trim()) setMessageError(null);
    if (Object.keys(patch).length) setForm((f) => ({ ...f, ...patch }));
  }

  function onStartOver() {
    setForm((f) => ({ ...f, message: "", thread: "" }));
    setMessageError(null);
    generation.clear();
    messageRef.current?.focus();
  }

  function onLockedTone(_tone: ToneId) {
    notify.info(PREMIUM_FEATURE_TITLE, { description: CREATIVE_TILE_DESCRIPTION });
    analytics.upgradeButtonClicked({ plan: "premium", source: "creative_tone" });
    router.push("/subscribe");
  }

  function onSubmit() {
    if (!form.message.trim()) {
      notify.error("Message Required", { description: MESSAGE_REQUIRED });
      setMessageError(MESSAGE_REQUIRED);
      messageRef.current?.focus();
      return;
    }
    if (TONES[form.tone].premium && !generation.isPremium && usage) {
      onLockedTone(form.tone);
      return;
    }
    void generation.generate({ message: form.message, thread: form.thread, tone: form.tone, language, about: aboutYou.forRequest() });
  }

  return (
    <div className="space-y-8">
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as Tab)} className="rounded-2xl border border-brand-100 bg-white shadow-sm">
        <Tabs.List aria-label="Holla tools" className="m-3 grid grid-cols-2 gap-1 rounded-xl bg-brand-50 p-1 sm:inline-flex">
          <Tabs.Trigger value="generator" className={tabClass}>
            Reply Generator
          </Tabs.Trigger>
          <Tabs.Trigger
            value="saved"
            className={tabClass}
            onPointerEnter={() => void loadSavedPanel()}
            onFocus={() => void loadSavedPanel()}
          >
            Saved Replies
          </Tabs.Trigger>
          {generation.isPremium && (
            <>
              <Tabs.Trigger
                value="pattern-interrupt"
                className={tabClass}
                onPointerEnter={() => void loadPatternInterrupt()}
                onFocus={() => void loadPatternInterrupt()}
              >
                Pattern Interrupt
              </Tabs.Trigger>
              <Tabs.Trigger
                value="dating-coach"
                className={tabClass}
                onPointerEnter={() => void loadCoach()}
                onFocus={() => void loadCoach()}
              >
                Dating Coach
              </Tabs.Trigger>
            </>
          )}
        </Tabs.List>

        {/* Kept mounted while hidden, so her message, the thread and the replies survive a look at the saved ones. */}
        <Tabs.Content
          value="generator"
          forceMount
          className="relative space-y-6 p-4 pt-2 outline-none data-[state=inactive]:hidden sm:p-6 sm:pt-2"
          onDragOver={(event) => {
            if (!event.dataTransfer.types.includes("Files")) return;
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
          }}
          onDrop={(event) => {
            if (!event.dataTransfer.types.includes("Files")) return;
            event.preventDefault();
            setDragging(false);
            readScreenshots(Array.from(event.dataTransfer.files));
          }}
        >
          {dragging && (
            <div className="pointer-events-none absolute inset-2 z-10 grid place-items-center rounded-2xl border-2 border-dashed border-brand-400 bg-brand-50/90 text-center font-semibold text-brand-800">
              {SCREENSHOT_TEXTS.dropHere}
            </div>
          )}
          <div className="space-y-1">
            <h2 className="text-2xl font-bold text-ink-900">Generate Your Reply</h2>
            <UsageLine usage={usage} />
          </div>
          <ModeSwitch value={mode} onChange={setMode} />
          {mode === "opener" ? (
            <OpenersPanel
              {...{ tone: form.tone, language, onChange, onLockedTone, usage, outOfReplies, onUsage: setUsage }}
              isPremium={generation.isPremium}
              onFailure={() => void refresh()}
            />
          ) : (
            <>
              <GenerateForm
                values={{ ...form, language }}
                onChange={onChange}
                onSubmit={onSubmit}
                onLockedTone={onLockedTone}
                pending={generation.pending}
                isPremium={generation.isPremium}
                messageRef={messageRef}
                messageError={messageError}
                outOfReplies={outOfReplies}
                onScreenshots={readScreenshots}
                threadFilled={threadFilled}
              />
              <ReplyResults
                set={generation.shown}
                pending={generation.pending}
                plan={plan}
                outOfReplies={outOfReplies}
                regenerateCosts={usage !== null && usage.limit !== null}
                onRegenerate={() => void generation.regenerate()}
                onSteer={(choice) => void generation.steer(choice)}
                onStartOver={onStartOver}
              />
            </>
          )}
        </Tabs.Content>

        <Tabs.Content value="saved" className="p-4 pt-2 outline-none sm:p-6 sm:pt-2">
          <SavedRepliesPanel plan={plan} />
        </Tabs.Content>

        {generation.isPremium && (
          <>
            <Tabs.Content
              value="pattern-interrupt"
              forceMount
              className="p-4 pt-2 outline-none data-[state=inactive]:hidden sm:p-6 sm:pt-2"
            >
              {opened.includes("pattern-interrupt") && <PatternInterruptCard locked={false} onUseTone={onUseTone} />}
            </Tabs.Content>
            <Tabs.Content value="dating-coach" forceMount className="p-4 pt-2 outline-none data-[state=inactive]:hidden sm:p-6 sm:pt-2">
              {opened.includes("dating-coach") && <CoachCard />}
            </Tabs.Content>
          </>
        )}
      </Tabs.Root>
      {usage && !generation.isPremium && <PatternInterruptCard locked />}
      {screenshots && <ScreenshotReader files={screenshots} onUse={onUseScreenshot} onClose={() => setScreenshots(null)} />}
    </div>
  );
}
