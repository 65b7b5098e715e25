import { z } from "zod";
import { emailSchema } from "@/lib/forms/schemas";

export const newsletterSchema = z.object({ email: emailSchema });
