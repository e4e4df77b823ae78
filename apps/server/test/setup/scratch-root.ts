import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The folder this run's temporary folders are made in (helpers/scratch-dir.ts). */
    scratchRoot: string;
  }
}

/**
 * One temporary folder per run, removed with everything in it when the run ends: the test files'
 * data folders, uploads and built pages go in it, whether or not their worker exits cleanly.
 */
export default function setup(project: TestProject): () => void {
  const root = mkdtempSync(path.join(tmpdir(), "soundship-test-run-"));
  project.provide("scratchRoot", root);
  return () => rmSync(root, { recursive: true, force: true });
}
