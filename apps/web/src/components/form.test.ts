import { loginSchema, saveTournamentInputSchema } from "@soundship/shared";
import { createFormControl, type FieldValues, type UseFormReturn } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { zodResolver } from "@hookform/resolvers/zod";
import { showRefusal } from "./form";

/** A schema form outside React: the same control `useSchemaForm` builds, with the schema as resolver. */
function formOf(values: FieldValues, schema: Parameters<typeof zodResolver>[0] = loginSchema) {
  const form = createFormControl({ defaultValues: values, resolver: zodResolver(schema) as never });
  const messageOf = (name: string) => form.getFieldState(name).error?.message;
  return { form: form as unknown as UseFormReturn<FieldValues, unknown, unknown>, messageOf, handleSubmit: form.handleSubmit };
}

/** A refusal as the SDK throws it: the answer's body in `data`, a 400's Zod issues in its `detail`. */
const refusal = (detail: unknown[]) => Object.assign(new Error("refused"), { status: 400, data: { code: "VALIDATION_FAILED", message: "refused", detail } });

describe("a server refusal on a schema form", () => {
  it("lands on each field its detail names, by the schema's key, the first issue per field", () => {
    const { form, messageOf } = formOf({ email: "", password: "" });
    showRefusal(
      form,
      refusal([
        { path: ["email"], message: "Invalid email address" },
        { path: ["email"], message: "Too long" },
        { path: ["password"], message: "Too short" },
      ]),
      "unused",
    );
    expect([messageOf("email"), messageOf("password"), messageOf("root.server")]).toEqual(["Invalid email address", "Too short", undefined]);
  });

  it("is the form's own message when it names none of the form's fields", () => {
    const { form, messageOf } = formOf({ email: "", password: "" });
    showRefusal(form, refusal([{ path: ["timezone"], message: "Unknown timezone" }]), "Could not sign up");
    expect([messageOf("email"), messageOf("root.server")]).toEqual([undefined, "Could not sign up"]);
    showRefusal(form, Object.assign(new Error("This tournament has started"), { status: 409, data: {} }), "This tournament has started");
    expect(messageOf("root.server")).toBe("This tournament has started");
  });

  it("leaves the schema's own messages to the resolver: a refused submit never reaches the server", async () => {
    const cup = { name: "Cup", starts_at: "2026-12-05T18:00:00Z", ends_at: "2026-12-01T18:00:00Z", max_players: 8 };
    const { messageOf, handleSubmit } = formOf(cup, saveTournamentInputSchema);
    let sent = false;
    await handleSubmit(() => {
      sent = true;
    })();
    expect(sent).toBe(false);
    expect(messageOf("ends_at")).toBe("Must be after the start");
  });
});
