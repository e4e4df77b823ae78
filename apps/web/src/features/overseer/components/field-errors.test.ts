import { SoundshipError } from "@soundship/sdk";
import { saveTournamentInputSchema } from "@soundship/shared";
import { describe, expect, it } from "vitest";
import { checkForm, serverErrors } from "./field-errors";

const cup = { name: "Cup", starts_at: "2026-12-05T18:00:00Z", ends_at: "2026-12-12T18:00:00Z", max_players: 8 };

describe("Overseer form errors", () => {
  it("puts each schema problem under its own field, the first one per field", () => {
    expect(checkForm(saveTournamentInputSchema, cup)).toBeNull();
    const errors = checkForm(saveTournamentInputSchema, { ...cup, name: "", ends_at: "2026-12-01T00:00:00Z", max_players: 1 });
    expect(errors).toMatchObject({ ends_at: "Must be after the start" });
    expect(Object.keys(errors!).sort()).toEqual(["ends_at", "max_players", "name"]);
  });

  it("reads the server's field errors from a 400's detail, and anything else as the form's error", () => {
    const refused = new SoundshipError("amount: More than what is left of the prize pool", {
      status: 400,
      code: "VALIDATION_FAILED",
      data: { detail: [{ code: "custom", path: ["amount"], message: "More than what is left of the prize pool" }] },
    });
    expect(serverErrors(refused)).toEqual({ amount: "More than what is left of the prize pool" });
    const started = new SoundshipError("This tournament has started: it can no longer be edited.", { status: 409, code: "TOURNAMENT_CLOSED", data: {} });
    expect(serverErrors(started)).toEqual({ form: "This tournament has started: it can no longer be edited." });
  });
});
