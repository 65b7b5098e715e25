// The browser's one way to call the API (spec §8): cookies always sent, a JSON content type only when
// there is a body, and an error message taken from the body's error / message / details, else the
// status text, else "HTTP {status}".

export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "RequestError";
  }
}

export async function errorMessageOf(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === "object") {
      for (const key of ["error", "message", "details"] as const) {
        const value = (body as Record<string, unknown>)[key];
        if (typeof value === "string" && value.trim()) return value;
      }
    }
  } catch {
    // Not JSON: fall through to the status line.
  }
  return response.statusText || `HTTP ${response.status}`;
}

export async function apiRequest<T = unknown>(
  path: string,
  { method = "GET", body, signal }: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: "include",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (!response.ok) {
    const message = await errorMessageOf(response);
    console.warn(`[api] ${method} ${path} → ${response.status}: ${message}`);
    throw new RequestError(response.status, message);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
