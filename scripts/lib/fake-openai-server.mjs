// A local stand-in for an OpenAI-compatible server (Ollama, vLLM, llama.cpp, OpenAI itself): the one
// endpoint the app calls, POST /v1/chat/completions, streamed as server-sent events the way those
// servers send them. Used by the compatible-provider integration test and by the generate benchmark
// (zero model latency). Run alone: `node scripts/lib/fake-openai-server.mjs [port]`.
import http from "node:http";

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

function sse(res, chunks) {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
  for (const chunk of chunks) res.write(`data: ${JSON.stringify(chunk)}\n\n`);
  res.end("data: [DONE]\n\n");
}

/**
 * Starts the server. `answer(userPrompt, body)` returns the assistant's text (default: three replies).
 * Resolves to { url, requests, close }: `url` ends in /v1, `requests` holds each parsed request body.
 */
export function startFakeOpenAI({ port = 0, answer = defaultAnswer } = {}) {
  const requests = [];
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const { url } = await startFakeOpenAI({ port: Number(process.argv[2] || 0) });
  console.log(url);
}
