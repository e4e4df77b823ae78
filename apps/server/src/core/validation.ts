import type { z } from "zod";
import { AppError } from "./errors.ts";

/** One readable line for a schema problem, naming the field (`title: Too small`, `Unknown field stardust`). */
export function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === "unrecognized_keys") {
    const where = issue.path.length ? `${issue.path.join(".")}: ` : "";
    return `${where}Unknown field ${issue.keys.join(", ")}`;
  }
  return issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message;
}

/** Parses input or throws a 400 whose message names the first problem (all problems go in `detail`). */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, prefix = ""): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new AppError("VALIDATION_FAILED", `${prefix}${describeIssue(result.error.issues[0]!)}`, result.error.issues);
}
