import { z } from "zod";
import { chatMessageField } from "@/lib/romeo/schemas";

export const coachMessageSchema = z.object({ message: chatMessageField });
