import type { LiveTicket } from "@soundship/shared";
import type { Http } from "./http.ts";

/** Live events (server-sent events) of the signed-in pilot. */
export interface LiveApi {
  /**
   * The address of a fresh event stream for `new EventSource(...)`: it carries a ticket good for a
   * minute and for this stream only, never the access token. `battles` is `all` (every battle and
   * tournament) or a list of battle ids.
   */
  streamUrl(battles?: "all" | string[]): Promise<string>;
}

/** Mints a stream ticket at `/live/ticket` and builds the stream's address under `/live`. */
export function createLive(http: Http, appPath: string, base: string): LiveApi {
  return {
    async streamUrl(battles = "all") {
      const { ticket } = await http<LiveTicket>({ method: "POST", path: `${appPath}/live/ticket` });
      const query = new URLSearchParams({ ticket, battles: battles === "all" ? "all" : battles.join(",") });
      return `${base}${appPath}/live?${query}`;
    },
  };
}
