import { describe, expect, it } from "vitest";
import { sniff } from "./sniff.ts";
import { signatureMatches, signUpload } from "./upload-signature.ts";

describe("sniff", () => {
  it.each([
    ["a glTF JSON", '{"asset":{"version":"2.0"}}', "model/gltf+json"],
    ["an OBJ", "# ship\nv 0 0 0\nv 1 0 0\nf 1 2 3\n", "model/obj"],
    ["an ASCII FBX", "; FBX 7.4.0 project file\n", "application/octet-stream"],
  ])("knows %s by its shape", async (_name, text, type) => {
    expect(await sniff(Buffer.from(text))).toEqual({ kind: "model", contentType: type });
  });

  it.each(["<html><script>alert(1)</script></html>", "just some words\nand more", '{"not":"a model"}', "MZ\u0000\u0000binary"])("refuses %j", async (text) => {
    expect(await sniff(Buffer.from(text))).toBeNull();
  });
});

describe("upload link signatures", () => {
  const terms = { uploadId: "u1", pilot: "nova@example.com", contentType: "audio/wav", size: 1024, expires: 1_800_000_000 };
  const secret = "s".repeat(64);

  it("match only the exact terms they were made for", () => {
    const signature = signUpload(secret, terms);
    expect(signatureMatches(secret, terms, signature)).toBe(true);
    for (const changed of [{ uploadId: "u2" }, { pilot: "other@example.com" }, { contentType: "audio/mpeg" }, { size: 1025 }, { expires: 1_800_000_001 }]) {
      expect(signatureMatches(secret, { ...terms, ...changed }, signature)).toBe(false);
    }
    expect(signatureMatches("t".repeat(64), terms, signature)).toBe(false);
    expect(signatureMatches(secret, terms, "not-hex")).toBe(false);
  });
});
