import { describe, expect, it } from "vitest";
import type { Notification } from "@soundship/shared";
import { groupByDay } from "./notification-days";

const at = (id: string, created_date: string): Notification => ({
  id, created_date, updated_date: created_date, created_by: null, user_email: "", type: "battle_entry",
  reference_id: id, title: id, body: "", link: "/Dashboard", read: false,
});

describe("groupByDay", () => {
  it("groups by the pilot's day, naming today and yesterday", () => {
    const rows = [at("a", "2026-12-03T01:00:00Z"), at("b", "2026-12-02T20:00:00Z"), at("c", "2026-12-02T04:00:00Z"), at("d", "2026-11-28T10:00:00Z")];
    const days = groupByDay(rows, new Date("2026-12-03T02:00:00Z"), "America/New_York");
    // In New York, 01:00Z on the 3rd and 20:00Z on the 2nd are both the evening of the 2nd.
    expect(days.map((day) => [day.label, day.items.map((row) => row.id)])).toEqual([
      ["Today", ["a", "b"]],
      ["Yesterday", ["c"]],
      ["Saturday, November 28, 2026", ["d"]],
    ]);
  });
});
