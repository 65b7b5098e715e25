import { db } from "@/lib/platform/db";
import type { GenerateEvent } from "@/lib/replies/protocol";
import { utcDay } from "@/lib/replies/quota";

/** Today's count of one daily budget ("v:<visitor>", "ip:<address>", "anon:all"…), as stored. */
export async function usedToday(subject: string): Promise<number> {
  const row = await db.usageDay.findUnique({ where: { subject_day: { subject, day: utcDay() } } });
  return row?.count ?? 0;
}

/** The NDJSON events of a streamed generation, read to the end. */
export async function readEvents(response: Response): Promise<GenerateEvent[]> {
  return (await response.text())
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as GenerateEvent);
}
