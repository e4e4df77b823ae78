import { describe, expect, it } from "vitest";
import { AppError } from "../errors.ts";
import { isRetryableConflict, retryOnConflict, TRANSACTION_ATTEMPTS } from "./retry-transaction.ts";

const deadlock = () => Object.assign(new Error("deadlock detected"), { code: "40P01" });
const wrapped = (cause: Error) => Object.assign(new Error("Failed query"), { cause });

describe("retryOnConflict", () => {
  it("recognises deadlocks and serialization failures, also wrapped by the driver", () => {
    expect(isRetryableConflict(deadlock())).toBe(true);
    expect(isRetryableConflict(wrapped(Object.assign(new Error("could not serialize"), { code: "40001" })))).toBe(true);
    expect(isRetryableConflict(Object.assign(new Error("duplicate"), { code: "23505" }))).toBe(false);
    expect(isRetryableConflict("40P01")).toBe(false);
  });

  it("runs a lost transaction again until it wins", async () => {
    let calls = 0;
    const result = await retryOnConflict(async () => {
      calls++;
      if (calls < 3) throw wrapped(deadlock());
      return "committed";
    });
    expect(result).toBe("committed");
    expect(calls).toBe(3);
  });

  it("gives up after a bounded number of attempts with a 503 the client may retry", async () => {
    let calls = 0;
    const failure = await retryOnConflict(async () => {
      calls++;
      throw deadlock();
    }).catch((error: unknown) => error);
    expect(calls).toBe(TRANSACTION_ATTEMPTS);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: "TRY_AGAIN", status: 503 });
  });

  it("passes any other error through at once", async () => {
    let calls = 0;
    const refusal = new AppError("CONFLICT", "taken");
    await expect(retryOnConflict(async () => {
      calls++;
      throw refusal;
    })).rejects.toBe(refusal);
    expect(calls).toBe(1);
  });
});
