// @vitest-environment jsdom
import { toast as sonner } from "sonner";
import { afterEach, describe, expect, it } from "vitest";
import { toast } from "./toast";

afterEach(() => {
  sonner.dismiss();
});

describe("toast", () => {
  it("holds at most 20 toasts, letting the oldest go first", async () => {
    await Promise.all(Array.from({ length: 25 }, (_, i) => toast.info(`message ${i + 1}`)));
    const held = sonner.getToasts().map((t) => ("title" in t ? t.title : undefined));
    expect(held).toHaveLength(20);
    expect(held[0]).toBe("message 6");
    expect(held.at(-1)).toBe("message 25");
  });

  it("keeps errors until dismissed, while successes fade", async () => {
    await toast.error("Transmission failed: the link expired");
    await toast.success("Purchased Shield Pack!");
    const [error, success] = sonner.getToasts();
    expect(error && "duration" in error ? error.duration : undefined).toBe(Number.POSITIVE_INFINITY);
    expect(success && "duration" in success ? success.duration : undefined).toBe(4000);
  });

  it("lets a success clear the errors of its own action only", async () => {
    await toast.error("Transmission failed: offline", { scope: "upload" });
    await toast.error("Transmission failed: offline", { scope: "upload" });
    await toast.error("Insufficient Stardust!", { scope: "purchase:rank_boost" });
    await toast.success("Transmission complete", { scope: "upload" });
    const titles = sonner.getToasts().map((t) => ("title" in t ? t.title : undefined));
    expect(titles).toEqual(["Insufficient Stardust!", "Transmission complete"]);
  });
});
