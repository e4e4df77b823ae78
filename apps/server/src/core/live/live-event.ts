/** One live event as the bus carries it and a stream sends it. */
export interface LiveEvent {
  /** Increasing id from the event log: a stream's `id:`, and what Last-Event-ID names on reconnect. */
  id: number;
  topic: string;
  kind: string;
  data: Record<string, unknown>;
}

/** What one stream watches besides its pilot's own events. */
export interface StreamScope {
  /** Every battle and tournament (the Judge Panel, the Arena), or the named battles only. */
  battles: "all" | ReadonlySet<string>;
}

/** Whether a public event (a battle's or a tournament's) belongs on a stream of this scope. */
export function inScope(scope: StreamScope, topic: string): boolean {
  if (scope.battles === "all") return topic.startsWith("battle:") || topic.startsWith("tournament:");
  return topic.startsWith("battle:") && scope.battles.has(topic.slice("battle:".length));
}
