import { z } from "zod";
import { CHAT_MESSAGE_MAX_CHARS } from "@/lib/input-limits";

// What the two Romeo chats (and the Pattern Interrupt's input) accept.

/** Longest chat message (coach or support) and Pattern Interrupt input a user may send. */
export const MAX_CHAT_MESSAGE_CHARS = CHAT_MESSAGE_MAX_CHARS;

/** Who wrote a chat turn: the user, or Romeo (the spec's "romeo" type). */
export type ChatRole = "user" | "romeo";
export interface ChatTurn {
  role: ChatRole;
  content: string;
}

/** A chat message as the routes accept it: trimmed, not blank, bounded. */
export const chatMessageField = z
  .string({ error: "Please type a message first." })
  .trim()
  .min(1, "Please type a message first.")
  .max(MAX_CHAT_MESSAGE_CHARS, `A message can be at most ${MAX_CHAT_MESSAGE_CHARS.toLocaleString("en-US")} characters.`);
