import { SoundshipError } from "@soundship/sdk";
import { describe, expect, it } from "vitest";
import { nextTimezoneChange } from "./update-profile";

const refusal = (detail: unknown) => new SoundshipError("Your timezone can change once every 7 days", { status: 422, code: "RULE_REFUSED", data: { code: "RULE_REFUSED", detail } });

describe("nextTimezoneChange", () => {
  it("reads when the zone may change again from the refusal on the timezone field", () => {
    const error = refusal([{ path: ["timezone"], message: "Your timezone can change once every 7 days", next_change_at: "2026-11-28T12:00:00.000Z" }]);
    expect(nextTimezoneChange(error)).toBe("2026-11-28T12:00:00.000Z");
  });

  it("is null for any other refusal or failure", () => {
    expect(nextTimezoneChange(refusal([{ path: ["full_name"], message: "Enter your name" }]))).toBeNull();
    expect(nextTimezoneChange(refusal(undefined))).toBeNull();
    expect(nextTimezoneChange(new Error("offline"))).toBeNull();
  });
});
