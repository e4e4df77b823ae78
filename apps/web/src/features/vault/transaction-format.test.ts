import { describe, expect, it } from "vitest";
import { formatDateTime } from "@/lib/format/format";
import { signedAmount, transactionLabel, transactionTypeLabel } from "./transaction-format";

describe("transaction formatting", () => {
  it("labels ledger types readably", () => {
    expect(transactionTypeLabel("quest_reward")).toBe("Quest Reward");
    expect(transactionTypeLabel("admin_grant")).toBe("Admin Grant");
    expect(transactionTypeLabel("battle_prize_escrow")).toBe("Battle Prize Escrow");
    expect(transactionTypeLabel("purchase")).toBe("Purchase");
  });

  it("names the welcome grant, and other grants by their type", () => {
    expect(transactionLabel({ transaction_type: "admin_grant", reference_id: "welcome" })).toBe("Welcome bonus");
    expect(transactionLabel({ transaction_type: "admin_grant", reference_id: null })).toBe("Admin Grant");
    expect(transactionLabel({ transaction_type: "upload_bonus", reference_id: "welcome" })).toBe("Upload Bonus");
  });

  it("signs amounts with + and a real minus", () => {
    expect(signedAmount(50)).toBe("+50");
    expect(signedAmount(-1500)).toBe("\u22121,500");
    expect(signedAmount(0)).toBe("0");
  });

  it("formats a time in the pilot's zone and survives an unknown one", () => {
    // 23:30 UTC on 1 March is 08:30 on 2 March in Tokyo (UTC+9): the same wall time as 08:30 UTC.
    const iso = "2026-03-01T23:30:00.000Z";
    const tokyo = formatDateTime(iso, "Asia/Tokyo");
    expect(tokyo).toBe(formatDateTime("2026-03-02T08:30:00.000Z", "UTC"));
    expect(tokyo).not.toBe(formatDateTime(iso, "UTC"));
    // An unknown zone falls back to the browser's own zone: the right instant, no crash.
    expect(formatDateTime(iso, "Not/AZone")).toBe(formatDateTime(iso));
  });
});
