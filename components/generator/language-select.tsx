"use client";

import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { LANGUAGE_IDS, LANGUAGES, type LanguageId } from "@/lib/plans";

export function LanguageSelect({
  value,
  onChange,
  disabled,
}: {
  value: LanguageId;
  onChange: (id: LanguageId) => void;
  disabled?: boolean;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor="reply-language">Language</Label>
      <Select value={value} onValueChange={(v) => onChange(v as LanguageId)} disabled={disabled}>
        <SelectTrigger id="reply-language" className="sm:max-w-xs">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {LANGUAGE_IDS.map((id) => (
            <SelectItem key={id} value={id}>
              {LANGUAGES[id].label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
