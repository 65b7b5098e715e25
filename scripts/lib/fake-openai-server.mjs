// A local stand-in for an OpenAI-compatible server (Ollama, vLLM, llama.cpp, OpenAI itself): the one
// endpoint the app calls, POST /v1/chat/completions, streamed as server-sent events the way those
// servers send them. Used by the compatible-provider integration test, by the generate benchmark
// (zero model latency) and by the first-reply benchmark (`tokenDelayMs`: a streamed answer sent a few
// characters at a time, one piece every so many milliseconds, as a model writes). Run alone, in its own
// process: `node scripts/lib/fake-openai-server.mjs [port] [--token-delay-ms=30]` prints its URL.
// GET /marks answers (and forgets) when each streamed answer's first reply was complete on the wire, in
// epoch milliseconds: the moment the piece that closes its text and starts its score was written (a
// reply's text is known to be whole only once the next field begins, so no client can show it sooner).
import { spawn } from "node:child_process";
import http from "node:http";
import readline from "node:readline";

/** Three replies that depend on her message, so a test can see the request reached the "model". */
function defaultAnswer(userPrompt) {
  const quoted = /<<<MESSAGE\n(.*)\nMESSAGE>>>/s.exec(userPrompt)?.[1];
  let message = "your message";
  try {
    message = quoted ? JSON.parse(quoted) : message;
  } catch {}
  const topic = String(message).split(/\s+/).slice(0, 4).join(" ");
  return JSON.stringify({
    replies: [
      { reply: `Okay, "${topic}" has my attention. Tell me more?`, confidence: 88 },
      { reply: `I was not ready for "${topic}" today, in the best way.`, confidence: 81 },
      { reply: `We should talk about "${topic}" over coffee this week.`, confidence: 74 },
    ],
    mood: "curious",
  });
}

const SSE_HEADERS = { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" };

function sse(res, chunks) {
  res.writeHead(200, SSE_HEADERS);
  for (const chunk of chunks) res.write(`data: ${JSON.stringify(chunk)}\n\n`);
  res.end("data: [DONE]\n\n");
}

/** Where the first reply is complete in the answer's text (the first digit of its confidence); -1 when there is none. */
function firstReplyEnd(text) {
  const score = /"confidence"\s*:\s*\d/.exec(text);
  return score ? score.index + score[0].length - 1 : -1;
}

/** About a token each: four characters, as models average in English. */
const TOKEN_CHARS = 4;

/**
 * The answer streamed a token at a time, one every `delayMs`; `onFirstReply` is called as the token
 * that completes the first reply is written. Stops when the caller hangs up.
 */
function sseSlowly(res, base, text, delayMs, onFirstReply) {
  res.writeHead(200, SSE_HEADERS);
  const send = (chunk) => res.write(`data: ${JSON.stringify(chunk)}\n\n`);
  send({ ...base, choices: [{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }] });
  const end = firstReplyEnd(text);
  let at = 0;
  let timer = null;
  res.on("close", () => clearTimeout(timer));
  const next = () => {
    if (at >= text.length) {
      send({ ...base, choices: [{ index: 0, delta: {}, finish_reason: "stop" }] });
      send({
        ...base,
        choices: [],
        usage: { prompt_tokens: 100, completion_tokens: Math.ceil(text.length / TOKEN_CHARS), total_tokens: 160 },
      });
      return res.end("data: [DONE]\n\n");
    }
    const piece = text.slice(at, at + TOKEN_CHARS);
    send({ ...base, choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] });
    if (end >= at && end < at + TOKEN_CHARS) onFirstReply(Date.now());
    at += TOKEN_CHARS;
    timer = setTimeout(next, delayMs);
  };
  timer = setTimeout(next, delayMs);
}

/**
 * Starts the server. `answer(userPrompt, body)` returns the assistant's text (default: three replies);
 * `tokenDelayMs` > 0 streams it a token at a time. Resolves to { url, requests, close }: `url` ends in
 * /v1, `requests` holds each parsed request body.
 */
export function startFakeOpenAI({ port = 0, answer = defaultAnswer, tokenDelayMs = 0 } = {}) {
  const requests = [];
  let marks = [];
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      if (req.method === "GET" && req.url?.endsWith("/marks")) {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ firstReplyAt: marks }));
        marks = [];
        return;
      }
      if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
        res.writeHead(404, { "content-type": "application/json" });
        return res.end(JSON.stringify({ error: { message: "not found" } }));
      }
      const body = JSON.parse(raw || "{}");
      requests.push(body);
      const user = [...(body.messages ?? [])].reverse().find((m) => m.role === "user");
      const prompt = typeof user?.content === "string" ? user.content : (user?.content ?? []).map((p) => p.text ?? "").join("");
      const text = answer(prompt, body);
      const base = { id: "chatcmpl-fake", object: "chat.completion.chunk", created: 1_700_000_000, model: body.model ?? "fake" };
      if (!body.stream) {
        res.writeHead(200, { "content-type": "application/json" });
        return res.end(
          JSON.stringify({
            ...base,
            object: "chat.completion",
            choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
            usage: { prompt_tokens: 100, completion_tokens: 60, total_tokens: 160 },
          }),
        );
      }
      if (tokenDelayMs > 0) return sseSlowly(res, base, text, tokenDelayMs, (at) => marks.push(at));
      const half = Math.ceil(text.length / 2);
      sse(res, [
        { ...base, choices: [{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }] },
        { ...base, choices: [{ index: 0, delta: { content: text.slice(0, half) }, finish_reason: null }] },
        { ...base, choices: [{ index: 0, delta: { content: text.slice(half) }, finish_reason: null }] },
        { ...base, choices: [{ index: 0, delta: {}, finish_reason: "stop" }] },
        { ...base, choices: [], usage: { prompt_tokens: 100, completion_tokens: 60, total_tokens: 160 } },
      ]);
    });
  });
  server.keepAliveTimeout = 60_000;
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const { port: actual } = server.address();
      resolve({ url: `http://127.0.0.1:${actual}/v1`, requests, close: () => new Promise((r) => server.close(r)) });
    });
  });
}

/**
 * The server in a process of its own (so it shares no event loop with the load generator), run through
 * `wrap(command, args)` (e.g. pinned to a CPU): resolves to { url, marks(), close() }.
 */
export async function spawnFakeOpenAI({ tokenDelayMs = 0, wrap = (command, args) => [command, args] } = {}) {
  const [command, args] = wrap(process.execPath, [import.meta.filename, "0", `--token-delay-ms=${tokenDelayMs}`]);
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "inherit"] });
  const lines = readline.createInterface({ input: child.stdout });
  const url = await new Promise((resolve, reject) => {
    lines.once("line", resolve);
    child.once("exit", (code) => reject(new Error(`the fake model server exited (${code}) before it listened`)));
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    url,
    /** When each streamed answer's first reply was complete on the wire (epoch ms), since the last call. */
    marks: async () => (await (await fetch(`${url}/marks`)).json()).firstReplyAt,
    close: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const delay = args.find((a) => a.startsWith("--token-delay-ms="));
  const { url } = await startFakeOpenAI({
    port: Number(args.find((a) => /^\d+$/.test(a)) || 0),
    tokenDelayMs: delay ? Number(delay.split("=")[1]) : 0,
  });
  console.log(url);
}
