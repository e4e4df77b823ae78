import { afterEach, describe, expect, it, vi } from "vitest";
import { connectLive, RECONNECT_MS } from "./live-connection";

/** A stand-in for the browser's EventSource that the test drives. */
class FakeSource {
  static readonly CLOSED = 2;
  static opened: FakeSource[] = [];
  readyState = 1;
  onerror: (() => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: unknown) => void)[]>();
  constructor(readonly url: string) {
    FakeSource.opened.push(this);
  }
  addEventListener(name: string, listener: (event: unknown) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  emit(name: string, data: object, lastEventId = "") {
    for (const listener of this.listeners.get(name) ?? []) listener({ data: JSON.stringify(data), lastEventId });
  }
  close() {
    this.closed = true;
  }
}

afterEach(() => {
  vi.useRealTimers();
  FakeSource.opened = [];
});

const flush = () => vi.advanceTimersByTimeAsync(0);

describe("the live connection", () => {
  it("applies events, and after the browser gives up opens a new stream naming the last event seen", async () => {
    vi.useFakeTimers();
    const applied: [string, unknown][] = [];
    let tickets = 0;
    const stop = connectLive({
      streamUrl: async () => `/live?ticket=t${++tickets}&battles=all`,
      EventSource: FakeSource as unknown as typeof EventSource,
      apply: (kind, data) => applied.push([kind, data]),
    });
    await flush();
    const first = FakeSource.opened[0]!;
    expect(first.url).toBe("/live?ticket=t1&battles=all");
    first.emit("balance", { stardust: 120 }, "41");
    expect(applied).toEqual([["balance", { stardust: 120 }]]);

    // Still reconnecting by itself: nothing to do.
    first.readyState = 0;
    first.onerror?.();
    expect(FakeSource.opened).toHaveLength(1);
    // Refused for good (an expired ticket): a new ticket, a new stream, from event 41 on.
    first.readyState = FakeSource.CLOSED;
    first.onerror?.();
    expect(first.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(RECONNECT_MS[0]!);
    expect(FakeSource.opened[1]!.url).toBe("/live?ticket=t2&battles=all&last_event_id=41");

    stop();
    expect(FakeSource.opened[1]!.closed).toBe(true);
  });

  it("backs off while no ticket can be had, and stops trying once closed", async () => {
    vi.useFakeTimers();
    let attempts = 0;
    const stop = connectLive({
      streamUrl: async () => {
        attempts++;
        throw new Error("offline");
      },
      EventSource: FakeSource as unknown as typeof EventSource,
      apply: () => undefined,
    });
    await flush();
    expect(attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(RECONNECT_MS[0]!);
    expect(attempts).toBe(2);
    await vi.advanceTimersByTimeAsync(RECONNECT_MS[0]!);
    expect(attempts).toBe(2);
    await vi.advanceTimersByTimeAsync(RECONNECT_MS[1]!);
    expect(attempts).toBe(3);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempts).toBe(3);
    expect(FakeSource.opened).toHaveLength(0);
  });
});
