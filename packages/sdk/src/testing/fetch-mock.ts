import { vi, type Mock } from "vitest";

/** The stubbed global fetch. */
export type FetchMock = Mock<typeof fetch>;

/** What fetch answers: a Response, an error to reject with, or a function of the request. */
export type Answer = Response | Error | DOMException | ((init: RequestInit) => Response | Promise<Response>);

/** A JSON answer. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** Replaces global fetch: each call takes the next answer; once they run out, 200 `{}`. */
export function stubFetch(...answers: Answer[]): FetchMock {
  const mock: FetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const answer = answers.shift() ?? json({});
    if (answer instanceof Response) return answer;
    if (typeof answer === "function") return answer(init ?? {});
    throw answer;
  });
  vi.stubGlobal("fetch", mock);
  return mock;
}

/** Never answers; rejects the way browsers do once the request's signal aborts. */
export function hangUntilAborted(init: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init.signal?.addEventListener("abort", () => reject(new DOMException("The operation was aborted.", "AbortError")));
  });
}

/** One request as the server would receive it. */
export interface SentRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: RequestInit["body"];
  /** The body parsed as JSON. */
  json(): unknown;
}

/** The request of call `index` (the last by default). */
export function sent(mock: FetchMock, index = -1): SentRequest {
  const call = mock.mock.calls.at(index);
  if (!call) throw new Error(`fetch was called ${mock.mock.calls.length} times`);
  const [input, init = {}] = call;
  return {
    url: new URL(String(input), "http://localhost:3000"),
    method: init.method ?? "GET",
    headers: new Headers(init.headers),
    body: init.body,
    json: () => JSON.parse(String(init.body)),
  };
}
