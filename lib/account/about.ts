import "server-only";
import type { z } from "zod";
import type { aboutPutSchema } from "@/app/(account)/api/account/about/schema";
import { ABOUT_FACT_FIELDS, type AboutFacts, type AboutYou } from "@/lib/account/about-rules";
import type { Viewer } from "@/lib/account/viewer";
import { SIGN_IN_FOR_ABOUT } from "@/lib/messages";
import { db } from "@/lib/platform/db";
import { ApiError } from "@/lib/platform/http/errors";

// An account's About you (lib/account/about-rules.ts): one row per account, keyed by the signed-in
// user's id and nothing the request names, so no account can read or change another's. Deleted with
// the account (ON DELETE CASCADE) and listed in its export (lib/account/data.ts).

type Row = {
  name: string | null;
  work: string | null;
  home: string | null;
  likes: string | null;
  lookingFor: string | null;
  samples: string[];
};

function signedIn(viewer: Viewer): string {
  if (!viewer.userId) throw ApiError.unauthorized(SIGN_IN_FOR_ABOUT);
  return viewer.userId;
}

function toAbout(row: Row | null): AboutYou {
  const facts: AboutFacts = {};
  if (row) for (const field of ABOUT_FACT_FIELDS) if (row[field]) facts[field] = row[field]!;
  return { facts, samples: row?.samples ?? [] };
}

export async function getAbout(viewer: Viewer): Promise<AboutYou> {
  return toAbout(await db.aboutYou.findUnique({ where: { userId: signedIn(viewer) } }));
}

/** Replaces the account's About you with what he saved (a fact left empty is cleared). */
export async function saveAbout(viewer: Viewer, input: z.infer<typeof aboutPutSchema>): Promise<AboutYou> {
  const userId = signedIn(viewer);
  const data = {
    name: input.name ?? null,
    work: input.work ?? null,
    home: input.home ?? null,
    likes: input.likes ?? null,
    lookingFor: input.lookingFor ?? null,
    samples: input.samples,
  };
  return toAbout(await db.aboutYou.upsert({ where: { userId }, create: { userId, ...data }, update: data }));
}

export async function deleteAbout(viewer: Viewer): Promise<void> {
  await db.aboutYou.deleteMany({ where: { userId: signedIn(viewer) } });
}
