import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { testConfig, type S3Config } from "../config.ts";
import { registerSecurityHeaders } from "./security-headers.ts";

async function policyWith(s3: S3Config): Promise<string> {
  const app = Fastify();
  registerSecurityHeaders(app, testConfig({ uploads: { ...testConfig().uploads, s3 } }));
  app.get("/", (_request, reply) => reply.type("text/html").send("<p>page</p>"));
  const answer = await app.inject("/");
  await app.close();
  return answer.headers["content-security-policy"] as string;
}

const directive = (policy: string, name: string) => policy.split(";").find((part) => part.startsWith(`${name} `)) ?? "";

describe("the content security policy with bucket storage", () => {
  it("allows a CDN in front of an AWS bucket and the bucket's own address, where uploads and private originals go", async () => {
    const policy = await policyWith({
      bucket: "tracks", region: "eu-west-1", endpoint: undefined, accessKeyId: "key", secretAccessKey: "secret", forcePathStyle: false, publicBase: "https://cdn.example.com/files",
    });
    for (const name of ["media-src", "connect-src", "img-src"]) {
      expect(directive(policy, name)).toContain("https://cdn.example.com");
      expect(directive(policy, name)).toContain("https://tracks.s3.eu-west-1.amazonaws.com");
    }
  });

  it("allows a custom endpoint once when it is also the public address", async () => {
    const policy = await policyWith({
      bucket: "tracks", region: "us-east-1", endpoint: "http://127.0.0.1:9000", accessKeyId: "key", secretAccessKey: "secret", forcePathStyle: true, publicBase: "http://127.0.0.1:9000/tracks",
    });
    expect(directive(policy, "media-src")).toBe("media-src 'self' blob: http://127.0.0.1:9000");
  });
});
