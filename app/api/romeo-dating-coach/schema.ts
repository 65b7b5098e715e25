import { z } from "zod";
import { chatMessageField } from "@/lib/replies/schemas";

export const coachMessageSchema = z.object({ message: chatMessageField });
