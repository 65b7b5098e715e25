// Preloaded (`node --require`) into the saas-starter's `next build` by scripts/bench-compare.mjs, and
// nowhere else. This machine has no internet, and the starter's /pricing asks Stripe for its prices while
// it is prerendered, so the build would fail on it. The Stripe SDK's requests to api.stripe.com go
// instead, over plain HTTP, to the stand-in at OFFLINE_STRIPE (host:port) that the script runs, which
// answers every list with no items: /pricing then shows the prices its own code falls back to. The
// starter's code is not changed by this, and the landing page `/` never asks Stripe anything.
"use strict";

const http = require("node:http");
const https = require("node:https");

const target = process.env.OFFLINE_STRIPE;
if (target) {
  const [host, port] = target.split(":");
  const request = https.request;
  // The SDK calls https.request({ host, port, path, method, agent, headers, ciphers }) and keeps this
  // module patchable on purpose (for test doubles like nock).
  https.request = function offlineStripeRequest(options, ...rest) {
    if (options && typeof options === "object" && !(options instanceof URL) && options.host === "api.stripe.com") {
      const { agent: _agent, ciphers: _ciphers, ...plain } = options;
      const req = http.request({ ...plain, host, port: Number(port) }, ...rest);
      // The SDK writes its body once the TLS socket emits secureConnect; a plain socket only connects.
      req.once("socket", (socket) => socket.once("connect", () => socket.emit("secureConnect")));
      return req;
    }
    return request.call(this, options, ...rest);
  };
}
