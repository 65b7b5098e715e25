// The embedded database's server process (scripts/lib/embedded-db.mjs starts it; so does the test
// setup where no PostgreSQL is installed): PGlite behind scripts/lib/pglite-server.mjs.
//   node scripts/embedded-db-server.mjs --db=.data/pglite|memory:// [--port=N] [--host=127.0.0.1]
// The password comes in PGLITE_PASSWORD (never on the command line, where `ps` would show it). With an
// IPC channel it reports { port } once it listens, and stops when its parent goes away, so a killed
// `npm start` never leaves a server holding the data folder.
import { parseArgs } from "node:util";
import { startPgliteServer } from "./lib/pglite-server.mjs";

const { values } = parseArgs({
  options: {
    db: { type: "string", default: "memory://" },
    port: { type: "string", default: "0" },
    host: { type: "string", default: "127.0.0.1" },
  },
});

const server = await startPgliteServer({
  dataDir: values.db,
  host: values.host,
  port: Number(values.port),
  password: process.env.PGLITE_PASSWORD,
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.stop().catch((error) => console.error("[embedded-db] stopping:", error));
  process.exit(0);
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, stop);
if (process.send) {
  process.on("disconnect", stop);
  process.send({ port: server.port });
} else {
  console.log(`[embedded-db] listening on ${server.host}:${server.port}`);
}
