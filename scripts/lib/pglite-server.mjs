// A PostgreSQL wire-protocol server over one PGlite database that stays correct under any number of
// concurrent connections.
//
// PGlite is a single PostgreSQL backend: one session, one unnamed statement, one unnamed portal, one
// transaction. The socket server that ships with it queues *messages*, so two clients' extended-query
// sequences (Parse, Bind, Execute, Sync) interleave inside that one session: one client's Bind meets
// another's Parse, and rows go to the wrong request (docs/architecture.md, "The embedded database").
// Here a connection owns the backend from its first message until the backend is idle again: after a
// Sync or a simple Query that leaves no transaction open. Every other connection waits its turn, in
// arrival order. A connection that dies while it owns the backend has its half-finished exchange
// closed and its transaction rolled back before anyone else runs; one that keeps a transaction open
// and goes quiet is cut off after `idleInTransactionMs`, so it can't freeze everyone else.
//
// Clients authenticate with a password (cleartext over the loopback socket), so other programs and
// users of the machine can't open the database just because they can reach the port.

import { createHash, timingSafeEqual } from "node:crypto";
import net from "node:net";
import { PGlite } from "@electric-sql/pglite";

const PROTOCOL_3 = 196608;
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;

const typed = (type, payload) => {
  const message = Buffer.alloc(5 + payload.length);
  message.write(type, 0, "latin1");
  message.writeInt32BE(4 + payload.length, 1);
  payload.copy(message, 5);
  return message;
};
const int32 = (value) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(value);
  return b;
};
const cstring = (value) => Buffer.from(`${value}\0`, "utf8");
const SYNC = typed("S", Buffer.alloc(0));
const ROLLBACK = typed("Q", cstring("ROLLBACK"));

/** An ErrorResponse the client library turns into a thrown error with this SQLSTATE and text. */
function errorResponse(code, message) {
  return typed("E", Buffer.concat([cstring("SFATAL"), cstring("VFATAL"), cstring(`C${code}`), cstring(`M${message}`), Buffer.from([0])]));
}

function samePassword(given, expected) {
  // Compare digests: equal lengths, and no early exit on the first differing byte.
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * Starts the server. Returns { port, stop }: stop() closes every connection and then the database,
 * so everything committed is on disk when it resolves.
 * A client has `loginTimeoutMs` to log in; until it has, it doesn't count among the `maxConnections`
 * (sockets that connect and say nothing held every place once, and the app's health check failed), but
 * among four times as many places for connections still logging in.
 * @param {{ dataDir?: string, host?: string, port?: number, password: string, idleInTransactionMs?: number, maxConnections?: number, loginTimeoutMs?: number }} options
 */
export async function startPgliteServer({
  dataDir = "memory://",
  host = "127.0.0.1",
  port = 0,
  password,
  idleInTransactionMs = 60_000,
  maxConnections = 100,
  loginTimeoutMs = 5_000,
} = {}) {
  if (!password) throw new Error("startPgliteServer needs a password.");
  const db = new PGlite(dataDir);
  await db.waitReady;

  /** The connection that owns the backend now, and those waiting for it, first come first served. */
  let owner = null;
  const waiting = [];
  const connections = new Set();
  /** Connections that have not logged in yet, counted apart. */
  const pending = new Set();

  function acquire(conn) {
    if (owner === conn) return null;
    if (!owner) {
      owner = conn;
      return null;
    }
    return new Promise((resolve) => waiting.push({ conn, resolve }));
  }

  function release(conn) {
    if (owner !== conn) return;
    clearTimeout(conn.idleTimer);
    owner = null;
    while (waiting.length) {
      const next = waiting.shift();
      // A client that left while it waited is told so (its queued work then ends) and skipped.
      if (next.conn.closed) {
        next.resolve(false);
        continue;
      }
      owner = next.conn;
      next.resolve(true);
      return;
    }
  }

  async function run(message, onData) {
    await db.runExclusive(() => db.execProtocolRawStream(new Uint8Array(message), { onRawData: onData }));
  }

  /** Runs one message for `conn` while it owns the backend; gives the backend up once it is idle. */
  async function execute(conn, message, endsExchange) {
    const wait = acquire(conn);
    if (wait && !(await wait)) return;
    if (conn.closed) return release(conn);
    clearTimeout(conn.idleTimer);
    await run(message, (data) => {
      if (!conn.closed) conn.socket.write(Buffer.from(data));
    });
    if (endsExchange && !db.isInTransaction()) return release(conn);
    // Mid-exchange or inside a transaction: the backend stays this connection's until it finishes.
    conn.idleTimer = setTimeout(() => conn.socket.destroy(), idleInTransactionMs);
    conn.idleTimer.unref?.();
  }

  /** After a connection ends: if it owned the backend, leave the session clean for the next one. */
  async function cleanUp(conn) {
    conn.closed = true;
    clearTimeout(conn.idleTimer);
    clearTimeout(conn.loginTimer);
    connections.delete(conn);
    pending.delete(conn);
    if (owner !== conn) return;
    try {
      // Sync ends an unfinished extended-query exchange (and the "ignore until Sync" state of a
      // failed one); ROLLBACK ends a transaction the client left open.
      await run(SYNC, () => {});
      if (db.isInTransaction()) await run(ROLLBACK, () => {});
    } catch (error) {
      console.error("[pglite-server] could not reset the session after a client left:", error);
    } finally {
      release(conn);
    }
  }

  function handleConnection(socket) {
    if (pending.size >= 4 * maxConnections) {
      socket.end(errorResponse("53300", "too many connections waiting to log in to the embedded database"));
      return;
    }
    socket.setNoDelay(true);
    const conn = {
      socket,
      phase: "startup",
      startup: null,
      buffer: Buffer.alloc(0),
      chain: Promise.resolve(),
      closed: false,
      idleTimer: null,
      loginTimer: setTimeout(() => socket.destroy(), loginTimeoutMs),
    };
    conn.loginTimer.unref?.();
    pending.add(conn);

    const fail = (code, message) => {
      socket.end(errorResponse(code, message));
    };

    // One message at a time per connection, in order; the backend lock orders connections.
    const enqueue = (task) => {
      conn.chain = conn.chain.then(task).catch((error) => {
        console.error("[pglite-server] a client's message failed:", error);
        socket.destroy();
      });
    };

    function onMessage(type, message) {
      if (conn.phase === "password") {
        if (type !== "p") return fail("08P01", "expected a password message");
        const given = message.subarray(5, message.length - 1).toString("utf8");
        if (!samePassword(given, password)) return fail("28P01", 'password authentication failed for user "postgres"');
        clearTimeout(conn.loginTimer);
        pending.delete(conn);
        if (connections.size >= maxConnections) return fail("53300", "too many connections to the embedded database");
        connections.add(conn);
        conn.phase = "ready";
        // PGlite answers the startup itself: AuthenticationOk, parameters, ReadyForQuery.
        return enqueue(() => execute(conn, conn.startup, true));
      }
      if (type === "X") return socket.end();
      // An exchange ends at Sync (extended protocol) or with a simple Query; the rest belongs to one.
      enqueue(() => execute(conn, message, type === "S" || type === "Q"));
    }

    function onStartupPacket(packet) {
      const code = packet.readInt32BE(4);
      if (code === SSL_REQUEST || code === GSSENC_REQUEST) return void socket.write("N");
      if (code === CANCEL_REQUEST) return void socket.end();
      if (code !== PROTOCOL_3) return fail("08P01", "unsupported frontend protocol");
      conn.startup = packet;
      conn.phase = "password";
      socket.write(typed("R", int32(3))); // AuthenticationCleartextPassword
    }

    socket.on("data", (chunk) => {
      conn.buffer = conn.buffer.length ? Buffer.concat([conn.buffer, chunk]) : chunk;
      while (!conn.closed) {
        if (conn.phase === "startup") {
          if (conn.buffer.length < 8) return;
          const length = conn.buffer.readInt32BE(0);
          if (length < 8 || length > 10_000) return fail("08P01", "invalid startup packet");
          if (conn.buffer.length < length) return;
          const packet = conn.buffer.subarray(0, length);
          conn.buffer = conn.buffer.subarray(length);
          onStartupPacket(Buffer.from(packet));
          continue;
        }
        if (conn.buffer.length < 5) return;
        const length = conn.buffer.readInt32BE(1);
        if (length < 4 || length > MAX_MESSAGE_BYTES) return fail("08P01", "invalid message length");
        if (conn.buffer.length < length + 1) return;
        const message = Buffer.from(conn.buffer.subarray(0, length + 1));
        conn.buffer = conn.buffer.subarray(length + 1);
        onMessage(String.fromCharCode(message[0]), message);
      }
    });
    socket.on("error", () => socket.destroy());
    socket.on("close", () => {
      // After whatever this connection had queued: its last messages may still hold the backend.
      conn.closed = true;
      conn.chain = conn.chain.then(() => cleanUp(conn));
    });
  }

  const server = net.createServer(handleConnection);
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });

  let stopping = null;
  const stop = () =>
    (stopping ??= (async () => {
      await new Promise((resolve) => {
        server.close(() => resolve());
        for (const conn of [...connections, ...pending]) conn.socket.destroy();
      });
      await Promise.all([...connections].map((c) => c.chain));
      await db.close();
    })());

  return { port: server.address().port, host, stop, db };
}
