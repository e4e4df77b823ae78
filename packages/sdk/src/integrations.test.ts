// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { createClient } from "./client.ts";
import { json, sent, stubFetch } from "./testing/fetch-mock.ts";

const CORE = "/api/apps/soundship/integration-endpoints/Core";

afterEach(() => vi.unstubAllGlobals());

describe("integrations.Core", () => {
  it("POSTs a JSON payload to the named endpoint and answers the body", async () => {
    const fetchMock = stubFetch(json({ url: "https://files.soundship.test/x" }));
    const { integrations } = createClient();

    await expect(integrations.Core.CreateFileSignedUrl!({ file_uri: "beats/x.mp3" })).resolves.toEqual({ url: "https://files.soundship.test/x" });

    const request = sent(fetchMock);
    expect(request).toMatchObject({ method: "POST", url: { pathname: `${CORE}/CreateFileSignedUrl` } });
    expect(request.json()).toEqual({ file_uri: "beats/x.mp3" });
    expect(request.headers.get("Content-Type")).toBe("application/json");
  });

  it("sends multipart when a value is a file, with the other fields as parts", async () => {
    const fetchMock = stubFetch(json({ file_url: "https://files.soundship.test/beat.mp3" }));
    const file = new File(["ID3"], "beat.mp3", { type: "audio/mpeg" });

    await createClient().integrations.Core.UploadFile({ file, folder: "beats", meta: { genre: "trap" } });

    const request = sent(fetchMock);
    expect(request.url.pathname).toBe(`${CORE}/UploadFile`);
    expect(request.headers.has("Content-Type")).toBe(false);
    const form = request.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get("file") as File).name).toBe("beat.mp3");
    expect(form.get("folder")).toBe("beats");
    expect(form.get("meta")).toBe('{"genre":"trap"}');
  });

  it("refuses a string payload without making a request", async () => {
    const fetchMock = stubFetch();
    const upload = createClient().integrations.Core.UploadFile as (payload: unknown) => Promise<unknown>;
    await expect(upload("beat.mp3")).rejects.toThrow(
      "Integration UploadFile must receive an object with named parameters, received: beat.mp3",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("answers undefined for names that are not endpoints", () => {
    expect(Reflect.get(createClient().integrations.Core, "then")).toBeUndefined();
  });
});
