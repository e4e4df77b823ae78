import { FUNCTION_CONTRACTS, type ContractName } from "@soundship/shared";
import { SoundshipError, type FunctionInput } from "@soundship/sdk";
import type { DefaultValues, FieldValues, UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { showRefusal, useSchemaForm } from "@/components/form";
import { useAction } from "@/lib/hooks/use-action";
import { useOverseerAction } from "../api/content";

/** The message over the form for a refusal that names none of its fields. */
function refusalMessage(error: unknown): string {
  return error instanceof SoundshipError ? error.message : "The Overseer could not be reached. Try again.";
}

/** What an Overseer dialog needs: the form, its submit (once at a time) and whether it is saving. */
export interface OverseerForm<In extends FieldValues, Out> {
  form: UseFormReturn<In, unknown, Out>;
  submit: (values: Out) => void;
  pending: boolean;
}

/**
 * An Overseer dialog's form, fed by the function's own input schema: the schema checks it in the
 * browser, the function runs once at a time with the parsed values, and a refusal lands on the field
 * it names (or over the form). `onSaved` runs once the function has answered.
 */
export function useOverseerForm<Name extends ContractName>(
  name: Name,
  done: string,
  defaults: DefaultValues<FunctionInput<Name>>,
  onSaved: () => void,
): OverseerForm<FunctionInput<Name>, FunctionInput<Name>> {
  // The contract's input schema is the one the server parses with; its output is a valid input again.
  const schema = FUNCTION_CONTRACTS[name].input as unknown as z.ZodType<FunctionInput<Name>, FunctionInput<Name>>;
  const form = useSchemaForm(schema, defaults);
  const save = useOverseerAction(name, done);
  const action = useAction(async (values: FunctionInput<Name>) => {
    try {
      await save.mutateAsync(values);
      onSaved();
    } catch (error) {
      showRefusal(form, error, refusalMessage(error));
    }
  });
  return { form, submit: (values) => void action.run(values), pending: action.pending };
}
