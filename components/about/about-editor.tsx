"use client";

import { useState } from "react";
import { FieldError, useFieldErrors } from "@/components/forms/field-error";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import {
  ABOUT_FACT_FIELDS,
  ABOUT_FACT_FORM,
  ABOUT_TEXTS,
  type AboutFactField,
  type AboutFacts,
  type AboutYou,
  factsLength,
  samplesFromText,
} from "@/lib/account/about-rules";
import { ABOUT_FACTS_MAX_CHARS, ABOUT_SAMPLE_MAX_CHARS, ABOUT_SAMPLES_MAX } from "@/lib/input-limits";

// The About you fields (lib/account/about-rules.ts), with errors at the field like every other form
// (components/forms/field-error.tsx). No <form> element: in the generator it sits inside the generator's
// own form, so Save is a plain button. `idPrefix` keeps ids unique where two editors could exist.

type Field = AboutFactField | "samples";

export function AboutEditor({
  initial,
  onSave,
  onClear,
  note,
  idPrefix = "about",
}: {
  initial: AboutYou;
  /** Saves it; a server's 400 is thrown back with the field it names. */
  onSave: (about: AboutYou) => Promise<unknown>;
  onClear: () => Promise<unknown>;
  /** Where it is kept (this browser or the account). */
  note: string;
  idPrefix?: string;
}) {
  const [facts, setFacts] = useState<AboutFacts>(initial.facts);
  const [samples, setSamples] = useState(initial.samples.join("\n"));
  const [state, setState] = useState<{ busy: boolean; said: string | null }>({ busy: false, said: null });
  const controls = Object.fromEntries([...ABOUT_FACT_FIELDS, "samples"].map((f) => [f, `${idPrefix}-${f}`])) as Record<Field, string>;
  const errors = useFieldErrors<Field>(controls);
  const total = factsLength(facts);

  function check(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    let running = 0;
    for (const f of ABOUT_FACT_FIELDS) {
      running += facts[f]?.trim().length ?? 0;
      if (running > ABOUT_FACTS_MAX_CHARS) {
        found[f] = `${ABOUT_TEXTS.factsTooLong} These are ${total}.`;
        break;
      }
    }
    const list = samplesFromText(samples);
    if (list.length > ABOUT_SAMPLES_MAX) found.samples = `At most ${ABOUT_SAMPLES_MAX} messages: you have ${list.length}.`;
    else if (list.some((s) => s.length > ABOUT_SAMPLE_MAX_CHARS))
      found.samples = `Each message can be at most ${ABOUT_SAMPLE_MAX_CHARS} characters.`;
    return found;
  }

  async function save() {
    const found = check();
    if (Object.keys(found).length) {
      errors.show(found);
      return;
    }
    errors.clear();
    setState({ busy: true, said: null });
    try {
      await onSave({ facts, samples: samplesFromText(samples) });
      setState({ busy: false, said: ABOUT_TEXTS.saved });
    } catch (error) {
      const marked = errors.showRefusal(error);
      setState({ busy: false, said: marked ? null : error instanceof Error ? error.message : "Could not save About you." });
    }
  }

  async function clear() {
    setState({ busy: true, said: null });
    try {
      await onClear();
      setFacts({});
      setSamples("");
      errors.clear();
      setState({ busy: false, said: ABOUT_TEXTS.cleared });
    } catch (error) {
      setState({ busy: false, said: error instanceof Error ? error.message : "Could not clear About you." });
    }
  }

  return (
    <div className="space-y-4" data-testid="about-editor">
      <div className="grid gap-3 sm:grid-cols-2">
        {ABOUT_FACT_FIELDS.map((f) => (
          <div key={f} className={f === "name" ? "space-y-1" : "space-y-1 sm:col-span-2"}>
            <Label htmlFor={controls[f]}>{ABOUT_FACT_FORM[f].label}</Label>
            <Input
              {...errors.control(f)}
              value={facts[f] ?? ""}
              maxLength={ABOUT_FACT_FORM[f].max}
              placeholder={ABOUT_FACT_FORM[f].placeholder}
              autoComplete="off"
              onChange={(e) => {
                setFacts((old) => ({ ...old, [f]: e.target.value }));
                errors.clear(f);
              }}
            />
            <FieldError {...errors.message(f)} />
          </div>
        ))}
      </div>
      <p className={`text-right text-xs tabular-nums ${total > ABOUT_FACTS_MAX_CHARS ? "text-red-700" : "text-ink-600"}`}>
        {total}/{ABOUT_FACTS_MAX_CHARS}
        <span className="sr-only"> characters of facts</span>
      </p>
      <div className="space-y-1">
        <Label htmlFor={controls.samples}>{ABOUT_TEXTS.samplesLabel}</Label>
        <Textarea
          {...errors.control("samples", `${idPrefix}-samples-hint`)}
          value={samples}
          rows={4}
          placeholder={"haha no way\nokay that's actually cool 😄\nkal free ho?"}
          onChange={(e) => {
            setSamples(e.target.value);
            errors.clear("samples");
          }}
        />
        <FieldError {...errors.message("samples")} />
        <p id={`${idPrefix}-samples-hint`} className="text-xs text-ink-600">
          {ABOUT_TEXTS.samplesHint}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" size="sm" onClick={() => void save()} disabled={state.busy}>
          {state.busy ? "Saving…" : "Save About you"}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => void clear()} disabled={state.busy}>
          Clear
        </Button>
        <p role="status" className="text-sm text-ink-700">
          {state.said}
        </p>
      </div>
      <p className="text-xs text-ink-600">{note}</p>
    </div>
  );
}
