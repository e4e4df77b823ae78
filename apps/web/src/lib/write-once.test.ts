import { describe, expect, it } from "vitest";
import { ERR_NETWORK, SoundshipError } from "@soundship/sdk";
import { unansweredWrite, writeOnce } from "./write-once";

const lost = () => new SoundshipError("Network Error", { code: ERR_NETWORK });
const refused = () => new SoundshipError("Insufficient Stardust!", { status: 400, code: "INSUFFICIENT_STARDUST" });

/** Runs `intent` once, answering with `outcome`, and gives back the key it was sent with. */
async function attempt(intent: string, outcome: "ok" | "lost" | "refused"): Promise<string> {
  let sent = "";
  await writeOnce(intent, async (key) => {
    sent = key;
    if (outcome === "lost") throw lost();
    if (outcome === "refused") throw refused();
    return "paid";
  }).catch(() => undefined);
  return sent;
}

describe("writeOnce", () => {
  it("sends the lost attempt's key again, until the server answers", async () => {
    const first = await attempt("purchase:shield_pack", "lost");
    const second = await attempt("purchase:shield_pack", "lost");
    const third = await attempt("purchase:shield_pack", "ok");
    expect(second).toBe(first);
    expect(third).toBe(first);
    // Answered: the next purchase is a new one.
    expect(await attempt("purchase:shield_pack", "ok")).not.toBe(first);
  });

  it("starts afresh after a refusal, and keeps intents apart", async () => {
    const lostShield = await attempt("purchase:shield_pack", "lost");
    expect(await attempt("purchase:lucky_draw", "ok")).not.toBe(lostShield);
    const refusedKey = await attempt("claim:q1", "refused");
    expect(await attempt("claim:q1", "ok")).not.toBe(refusedKey);
  });
});

describe("unansweredWrite", () => {
  it("explains a lost answer and leaves every other failure to the page", () => {
    expect(unansweredWrite(lost(), "Purchase failed")).toBe("Purchase failed: the connection was lost before the ship answered. Try again once it is back: nothing is paid twice.");
    expect(unansweredWrite(refused(), "Purchase failed")).toBeUndefined();
  });
});
