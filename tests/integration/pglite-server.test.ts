import net from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPgliteServer } from "../../scripts/lib/pglite-server.mjs";

// The embedded database's server at the wire level: many clients at once, each getting its own
// answers, transactions that don't leak into one another, and clients that vanish mid-way.

let server: Awaited<ReturnType<typeof startPgliteServer>>;
let url: string;

beforeAll(async () => {
  server = await startPgliteServer({ password: "s3cret", idleInTransactionMs: 1_500 });
  url = `postgresql://postgres:s3cret@127.0.0.1:${server.port}/postgres`;
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  await setup.query("create table marks (owner int not null, value int not null)");
  await setup.end();
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

describe("the embedded database server", () => {
  // Security issue 32, finding 10: 100 sockets that connected and said nothing held every place, and the
  // app's health check failed until they closed.
  it("doesn't let sockets that never log in hold its places, and closes them after the login timeout", async () => {
    const quiet = await startPgliteServer({ password: "s3cret", maxConnections: 2, loginTimeoutMs: 400 });
    const quietUrl = `postgresql://postgres:s3cret@127.0.0.1:${quiet.port}/postgres`;
    const sockets = await Promise.all(
      Array.from(
        { length: 5 },
        () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect({ host: "127.0.0.1", port: quiet.port }, () => resolve(socket));
          }),
      ),
    );
    const closed = sockets.map((socket) => new Promise<void>((resolve) => socket.on("close", () => resolve())));
    try {
      // More silent sockets than the server has places, and a client with the password still gets in.
      const client = new pg.Client({ connectionString: quietUrl });
      await client.connect();
      expect((await client.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
      await client.end();
      const started = Date.now();
      await Promise.all(closed);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await quiet.stop();
    }
  });

  it("refuses a client without the password", async () => {
    for (const password of ["", "wrong", "s3cret "]) {
      const client = new pg.Client({
        connectionString: `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${server.port}/postgres`,
      });
      await expect(client.connect()).rejects.toThrow(/password authentication failed|password/);
      await client.end().catch(() => {});
    }
  });

  it("answers 2,000 parallel queries over 12 connections, each with its own rows", async () => {
    const pool = new pg.Pool({ connectionString: url, max: 12 });
    const wrong: string[] = [];
    await Promise.all(
      Array.from({ length: 2000 }, async (_, i) => {
        const { rows } = await pool.query("select $1::int as me, $2::text as tag", [i, `tag-${i}`]);
        if (rows[0]?.me !== i || rows[0]?.tag !== `tag-${i}`) wrong.push(`${i} got ${JSON.stringify(rows)}`);
      }),
    );
    await pool.end();
    expect(wrong).toEqual([]);
  });

  it("keeps each transaction to itself while others run, and commits only what was committed", async () => {
    const pool = new pg.Pool({ connectionString: url, max: 8 });
    const wrong: string[] = [];
    await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const client = await pool.connect();
        try {
          await client.query("begin");
          await client.query("insert into marks values ($1, $2)", [i, i * 3]);
          const { rows } = await client.query("select value from marks where owner = $1", [i]);
          if (rows.length !== 1 || rows[0].value !== i * 3) wrong.push(`owner ${i} saw ${JSON.stringify(rows)}`);
          await client.query(i % 2 === 0 ? "commit" : "rollback");
        } finally {
          client.release();
        }
      }),
    );
    const { rows } = await pool.query("select count(*)::int as n, count(*) filter (where owner % 2 = 1)::int as odd from marks");
    await pool.end();
    expect(wrong).toEqual([]);
    expect(rows[0]).toEqual({ n: 100, odd: 0 });
  });

  it("rolls back the transaction of a client that disappears, and serves the next one", async () => {
    const quitter = new pg.Client({ connectionString: url });
    quitter.on("error", () => {}); // its connection is cut on purpose below
    await quitter.connect();
    await quitter.query("begin");
    await quitter.query("insert into marks values (-1, 1)");
    // Another client asks meanwhile: it waits for the backend, then runs once the quitter is gone, at
    // once (not after the idle cut-off, which is this file's 1.5 s).
    const other = new pg.Client({ connectionString: url });
    const started = Date.now();
    const waiting = other.connect().then(() => other.query("select count(*)::int as n from marks where owner = -1"));
    (quitter as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    expect((await waiting).rows[0]).toEqual({ n: 0 });
    expect(Date.now() - started).toBeLessThan(1_000);
    await other.end();
  });

  it("cuts off a client that keeps a transaction open and goes quiet, so it can't freeze everyone", async () => {
    const sleeper = new pg.Client({ connectionString: url });
    sleeper.on("error", () => {});
    await sleeper.connect();
    await sleeper.query("begin");
    await sleeper.query("insert into marks values (-2, 1)");
    const other = new pg.Client({ connectionString: url });
    const started = Date.now();
    await other.connect();
    const { rows } = await other.query("select count(*)::int as n from marks where owner = -2");
    expect(rows[0]).toEqual({ n: 0 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    await other.end();
    await expect(sleeper.query("select 1")).rejects.toThrow();
  });
});
