import { expect } from "vitest";
import { GET as currentUser } from "@/app/(auth)/api/auth/user/route";
import { GET as listSaved, POST as save } from "@/app/(saved-replies)/api/saved-replies/route";
import { db } from "@/lib/platform/db";
import { grant } from "../../scripts/grant-premium.mjs";
import { TestBrowser, uniqueEmail } from "./browser";

// The attack that found the embedded database mixing connections: several accounts read who they are
// in parallel bursts while another one writes, all through the real route handlers and the app's
// connection pool. Every answer must be the asker's own, and every write must land in the writer's
// account, whatever the database server does with concurrent connections.

export interface LoadFigures {
  reads: number;
  writes: number;
}

export async function crossAccountLoad(
  databaseUrl: string,
  { readers = 4, rounds = 25, parallel = 40, writes = 40 } = {},
): Promise<LoadFigures> {
  const accounts: Array<{ email: string; browser: TestBrowser }> = [];
  for (let i = 0; i < readers + 1; i++) {
    const email = uniqueEmail(`cross${i}`);
    const browser = new TestBrowser(`203.0.113.${100 + i}`);
    await browser.signIn(email);
    accounts.push({ email, browser });
  }
  const writer = accounts.pop()!;
  // Unlimited saves, so every write is expected to land.
  await grant(databaseUrl, { email: writer.email, tier: "premium", revoke: false });

  const wrong: string[] = [];
  const failed: string[] = [];
  const writing = Promise.all(
    Array.from({ length: writes }, async (_, i) => {
      const response = await writer.browser.send(save, "/api/saved-replies", {
        body: { text: `writer reply ${i}`, tone: "funny", language: "en" },
      });
      if (response.status !== 201) failed.push(`save ${i}: ${response.status} ${await response.text()}`);
    }),
  );
  let reads = 0;
  for (let round = 0; round < rounds; round++) {
    await Promise.all(
      Array.from({ length: parallel }, async (_, i) => {
        const { email, browser } = accounts[(round + i) % accounts.length]!;
        const response = await browser.send(currentUser, "/api/auth/user");
        reads++;
        if (response.status !== 200) return void failed.push(`read: ${response.status} ${await response.text()}`);
        const body = (await response.json()) as { email?: string };
        if (body.email !== email) wrong.push(`${email} was told it is ${body.email}`);
      }),
    );
  }
  await writing;

  expect(wrong, "answers that crossed accounts").toEqual([]);
  expect(failed, "requests that failed").toEqual([]);
  // The writer has every one of its replies, and nobody else has any.
  const writerRows = await db.savedReply.findMany({ where: { user: { email: writer.email } } });
  expect(writerRows).toHaveLength(writes);
  for (const { browser } of accounts) {
    const listed = (await (await browser.send(listSaved, "/api/saved-replies")).json()) as { replies: unknown[] };
    expect(listed.replies).toEqual([]);
  }
  expect(await db.savedReply.count()).toBe(writes);
  return { reads, writes };
}
