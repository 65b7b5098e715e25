import { z } from "zod";
import { chatMessageField } from "@/lib/ai/schemas";

export const coachMessageSchema = z.object({ message: chatMessageField });
