import { QueryClient } from "@tanstack/react-query";

/** True for an error that means the session is gone (the SDK redirects to the login page for these). */
export function isSessionError(error: unknown): boolean {
  return typeof error === "object" && error !== null && "status" in error && error.status === 401;
}

function isClientError(error: unknown): boolean {
  const status = typeof error === "object" && error !== null && "status" in error ? error.status : undefined;
  return typeof status === "number" && status >= 400 && status < 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change on retry; network blips and 5xx get two more tries.
        retry: (failures, error) => !isClientError(error) && failures < 2,
      },
      // A write runs when asked, online or not: paused until the connection returns, it would say
      // nothing now and spend later. Offline it fails at once and says so (lib/write-once.ts).
      mutations: { retry: false, networkMode: "always" },
    },
  });
}
