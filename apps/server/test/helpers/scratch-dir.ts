import { mkdtempSync } from "node:fs";
import path from "node:path";
import { inject } from "vitest";

/** A new, empty temporary folder (`<name>-…`) in this run's folder, which goes when the run ends. */
export function scratchDir(name: string): string {
  return mkdtempSync(path.join(inject("scratchRoot"), `${name}-`));
}
