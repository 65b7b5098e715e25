// What every resource of the fake Stripe (index.mjs) shares: ids, timestamps, lists, Stripe-shaped
// errors, and Stripe's form encoding and metadata semantics.
import { randomBytes } from "node:crypto";

export const API_VERSION = "2026-10-28.endive";

export const now = () => Math.floor(Date.now() / 1000);
export const newId = (prefix) => `${prefix}_${randomBytes(12).toString("hex")}`;
export const clone = (value) => structuredClone(value);
export const truthy = (value) => value === true || value === "true";
export const list = (url, data) => ({ object: "list", data, has_more: false, url });
export const base = (prefix, object) => ({ id: newId(prefix), object, created: now(), livemode: false, metadata: {} });

/** An error the SDK turns into a StripeInvalidRequestError (400/404) or StripeAuthenticationError (401). */
export class StripeFakeError extends Error {
  constructor(status, message, { type = "invalid_request_error", ...extra } = {}) {
    super(message);
    this.status = status;
    this.body = { error: { type, message, ...extra } };
  }
}
export const noSuch = (kind, id, param = "id", status = 404) =>
  new StripeFakeError(status, `No such ${kind}: '${id}'`, { code: "resource_missing", param });
export const invalid = (message, param, code = "parameter_invalid") => new StripeFakeError(400, message, { code, param });
export const missingParam = (param) => invalid(`Missing required param: ${param}.`, param, "parameter_missing");
export const unknownRoute = (method, path) => new StripeFakeError(404, `Unrecognized request URL (${method}: ${path}).`);

// ---- Form encoding -------------------------------------------------------------------------------

/** Parses Stripe's form encoding (`items[0][price]=x&expand[]=y&metadata[k]=v`) into nested objects/arrays. */
export function parseForm(text) {
  const out = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const [name, ...rest] = key.split("[");
    assignPath(out, [name, ...rest.map((part) => part.replace(/\]$/, ""))], value);
  }
  return out;
}

function assignPath(node, [head, ...rest], value) {
  const key = head === "" && Array.isArray(node) ? String(node.length) : head;
  if (rest.length === 0) {
    node[key] = value;
    return;
  }
  if (typeof node[key] !== "object" || node[key] === null) {
    node[key] = key !== "metadata" && /^\d*$/.test(rest[0]) ? [] : {};
  }
  assignPath(node[key], rest, value);
}

/** Stripe semantics: `metadata[k]=` removes k, `metadata=` removes everything. */
export function mergeMetadata(current, update) {
  if (update === undefined) return current;
  if (update === "") return {};
  const next = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === "") delete next[key];
    else next[key] = String(value);
  }
  return next;
}
