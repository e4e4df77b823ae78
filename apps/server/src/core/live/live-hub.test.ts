import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import type { LiveEvent } from "./live-event.ts";
import { createLiveHub, type LiveSubscriber } from "./live-hub.ts";

const event = (id: number, topic: string): LiveEvent => ({ id, topic, kind: "battle_phase", data: { id } });

function listeners(count: number) {
  const hub = createLiveHub();
  const received: number[][] = [];
  for (let i = 0; i < count; i++) {
    const seen: number[] = [];
    received.push(seen);
    const subscriber: LiveSubscriber = { pilotId: `pilot-${i % 3}`, session: `s${i}`, scope: { battles: "all" }, send: (e) => seen.push(e.id), close: () => undefined };
    hub.add(subscriber);
  }
  return { hub, received };
}

describe("the live hub", () => {
  it("hands an event to many streams over several turns, answering requests between them, and to every one", async () => {
    const { hub, received } = listeners(1_200);
    hub.deliver(event(1, "battle:b1"));
    const reachedAtOnce = received.filter((seen) => seen.length === 1).length;
    expect(reachedAtOnce).toBeGreaterThan(0);
    expect(reachedAtOnce).toBeLessThan(1_200);
    for (let turn = 0; turn < 5; turn++) await nextTurn();
    expect(received.every((seen) => seen.length === 1 && seen[0] === 1)).toBe(true);
  });

  it("keeps each stream's events in the order they came, a pilot's own among the public ones", async () => {
    const { hub, received } = listeners(1_200);
    hub.deliver(event(1, "battle:b1"));
    hub.deliver(event(2, "pilot:pilot-1"));
    hub.deliver(event(3, "tournament:t1"));
    for (let turn = 0; turn < 10; turn++) await nextTurn();
    received.forEach((seen, i) => expect(seen).toEqual(i % 3 === 1 ? [1, 2, 3] : [1, 3]));
  });
});
