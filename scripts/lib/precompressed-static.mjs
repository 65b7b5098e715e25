// The build's hashed assets (/_next/static) answered from copies compressed once, at the strongest
// setting, instead of gzip on every request (docs/deployment.md, "The server"). A file's name changes
// with its content, so a copy made at start stays right for the life of the process. Brotli at quality
// 11 is about 15 % smaller than the gzip Next writes on the fly; the CPU that gzip cost each request is
// spent once, in the background, after the server starts listening. Until a file's copies are ready,
// and for anything else (a range, a client that takes neither encoding), Next answers as before.

import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const PREFIX = "/_next/static/";
// Fonts and images are compressed already; these are text.
const TYPES = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
};
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Starts compressing every text asset under `<distDir>/static` in the background, one at a time (so
 * first requests aren't starved), and returns `serve(req, res)`, which answers from the copies made so far.
 * `headerRules` are the build's own response-header rules (routes-manifest.json), applied as Next would.
 * @param {string} distDir the build directory, `.next`
 * @param {{ regex: string, headers: { key: string, value: string }[], has?: { type: string, key: string, value?: string }[] }[]} headerRules
 */
export function precompressedStatic(distDir, headerRules) {
  /** @type {Map<string, { type: string, etag: string, br: Buffer, gzip: Buffer }>} etag: of the file, each encoding's tag adds its name */
  const assets = new Map();
  const rules = headerRules.map((rule) => ({ ...rule, pattern: new RegExp(rule.regex) }));

  void (async () => {
    const dir = path.join(distDir, "static");
    const files = await fs.readdir(dir, { recursive: true }).catch(() => []);
    for (const file of files) {
      const type = TYPES[path.extname(file)];
      if (!type) continue;
      const body = await fs.readFile(path.join(dir, file)).catch(() => null);
      if (!body) continue;
      const br = await brotli(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      });
      const gz = await gzip(body, { level: 9 });
      const etag = createHash("sha1").update(body).digest("base64url");
      assets.set(PREFIX + file.split(path.sep).join("/"), { type, etag, br, gzip: gz });
    }
  })().catch((error) => console.error("[serve] compressing the build's assets stopped; Next serves the rest:", error));

  /** The headers the build's rules give `pathname` for this request. */
  function ruleHeaders(pathname, req) {
    const headers = {};
    for (const rule of rules) {
      if (!rule.pattern.test(pathname)) continue;
      const applies = (rule.has ?? []).every((c) => {
        if (c.type !== "header") return false;
        const value = req.headers[c.key.toLowerCase()];
        return typeof value === "string" && (c.value === undefined || new RegExp(`^${c.value}$`).test(value));
      });
      if (applies) for (const { key, value } of rule.headers) headers[key] = value;
    }
    return headers;
  }

  /** Answers `req` from a compressed copy if it can; false leaves it to Next. */
  function serve(req, res) {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.headers.range) return false;
    const url = req.url ?? "";
    if (!url.startsWith(PREFIX)) return false;
    const pathname = url.split("?")[0];
    const asset = assets.get(pathname);
    if (!asset) return false;
    const accepted = String(req.headers["accept-encoding"] ?? "");
    const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : null;
    if (!encoding) return false;
    const body = asset[encoding];
    const etag = `"${asset.etag}-${encoding}"`;
    const headers = {
      ...ruleHeaders(pathname, req),
      "Cache-Control": IMMUTABLE,
      "Content-Type": asset.type,
      "Content-Encoding": encoding,
      Vary: "Accept-Encoding",
      ETag: etag,
    };
    if (
      String(req.headers["if-none-match"] ?? "")
        .split(/\s*,\s*/)
        .includes(etag)
    ) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    res.writeHead(200, { ...headers, "Content-Length": body.length });
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  }

  return serve;
}
