import { z } from "zod";
import { chatMessageField, MAX_CHAT_MESSAGE_CHARS } from "@/lib/romeo/schemas";

/** The few turns before the new message the browser may send as context (the server keeps none). */
const MAX_SUPPORT_HISTORY = 6;

export const supportMessageSchema = z.object({
  message: chatMessageField,
  history: z
    .array(
      z.object({
        role: z.enum(["user", "romeo"], { error: 'history: each turn\'s role is "user" or "romeo".' }),
        content: z.string().trim().min(1).max(MAX_CHAT_MESSAGE_CHARS),
      }),
    )
    .max(MAX_SUPPORT_HISTORY, `history: at most ${MAX_SUPPORT_HISTORY} earlier turns.`)
    .optional(),
});
