import type { LanguageId } from "@/lib/plans";
import type { LanguageBank } from "@/lib/reading/intents";
import { EN_SOCIAL } from "@/lib/replies/offline/bank/en-social";
import { EN_TOPICS } from "@/lib/replies/offline/bank/en-topics";
import { HI_SOCIAL } from "@/lib/replies/offline/bank/hi-social";
import { HI_TOPICS } from "@/lib/replies/offline/bank/hi-topics";

export { GENERIC_DETAIL } from "@/lib/replies/offline/bank/generic";

export const BANKS: Record<LanguageId, LanguageBank> = {
  en: { ...EN_SOCIAL, ...EN_TOPICS },
  hi: { ...HI_SOCIAL, ...HI_TOPICS },
};
