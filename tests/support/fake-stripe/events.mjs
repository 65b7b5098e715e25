// Events: what each change records, as real Stripe would send it to a webhook (the fake stores them and
// serves them on /v1/events; it does not deliver or sign webhooks).
import { API_VERSION, clone, list, newId, noSuch, now } from "./shared.mjs";

/** The keys whose values changed, with their old values: an event's `previous_attributes`. */
export function changedAttributes(before, after) {
  const previous = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) previous[key] = before[key] ?? null;
  }
  return previous;
}

export function emit(fake, type, object, previousAttributes) {
  const event = {
    id: newId("evt"),
    object: "event",
    api_version: API_VERSION,
    created: now(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: fake.request?.id ?? null, idempotency_key: fake.request?.idempotencyKey ?? null },
    type,
    data: { object: clone(object) },
  };
  if (previousAttributes) event.data.previous_attributes = clone(previousAttributes);
  fake.state.events.push(event);
  return event;
}

export function retrieveEvent(fake, _params, id) {
  const event = fake.state.events.find((e) => e.id === id);
  if (!event) throw noSuch("event", id);
  return event;
}

export function listEvents(fake, { type }) {
  return list("/v1/events", fake.state.events.filter((e) => !type || e.type === type).reverse());
}
