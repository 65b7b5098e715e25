// Billing portal sessions, with a tiny clickable portal page whose "Cancel plan" cancels at period end.
import { missingParam, newId, noSuch, now, unknownRoute } from "./shared.mjs";
import { getObject } from "./state.mjs";
import { updateSubscription } from "./subscriptions.mjs";

export function createPortalSession(fake, params) {
  if (!params.customer) throw missingParam("customer");
  getObject(fake, "customers", "customer", params.customer, "customer");
  const session = {
    id: newId("bps"),
    object: "billing_portal.session",
    configuration: "bpc_fake",
    created: now(),
    customer: params.customer,
    flow: null,
    livemode: false,
    locale: params.locale ?? null,
    on_behalf_of: null,
    return_url: params.return_url ?? null,
  };
  session.url = `${fake.url}/portal/${session.id}`;
  fake.state.portalSessions.set(session.id, session);
  return session;
}

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function portalPage(fake, session) {
  const email = fake.state.customers.get(session.customer)?.email ?? session.customer;
  const subs = [...fake.state.subscriptions.values()].filter((s) => s.customer === session.customer);
  const rows = subs.map(
    (s) => `<li>${escapeHtml(s.items.data[0].price.id)}: ${s.status}${s.cancel_at_period_end ? " (cancels at period end)" : ""}</li>`,
  );
  return `<!doctype html><html><head><meta charset="utf-8"><title>Fake Stripe billing portal</title></head><body>
<h1>Fake Stripe billing portal</h1><p>Customer: ${escapeHtml(email)}</p><ul>${rows.join("")}</ul>
<form method="post" action="/portal/${session.id}/cancel"><button type="submit">Cancel plan</button></form>
<p><a href="${escapeHtml(session.return_url ?? "/")}">Return</a></p></body></html>`;
}

export function handlePortal(fake, req, res, path) {
  const [, id, action] = /^\/portal\/([^/]+)(\/cancel)?$/.exec(path) ?? [];
  const session = fake.state.portalSessions.get(id);
  if (!session) throw noSuch("billing portal session", id);
  if (req.method === "GET" && !action) {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    return res.end(portalPage(fake, session));
  }
  if (req.method !== "POST" || !action) throw unknownRoute(req.method, path);
  const sub = [...fake.state.subscriptions.values()]
    .reverse()
    .find((s) => s.customer === session.customer && ["active", "trialing", "past_due"].includes(s.status) && !s.cancel_at_period_end);
  if (sub) updateSubscription(fake, { cancel_at_period_end: true }, sub.id);
  res.writeHead(303, { location: session.return_url ?? `/portal/${id}` });
  res.end();
}
