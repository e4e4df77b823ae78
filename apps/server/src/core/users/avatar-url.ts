import type { Config } from "../../config.ts";
import { badRequest } from "../errors.ts";

/**
 * An avatar is shown in other pilots' browsers, so only a picture address is accepted: an https:
 * URL, a file of this app (`/api/apps/{appId}/files/…`, or the same on PUBLIC_URL), and plain
 * http: only in development. `javascript:`, `data:` and the like never get in.
 */
export function checkAvatarUrl(value: string, config: Pick<Config, "env" | "appId" | "publicUrl">): string {
  const ownFiles = `/api/apps/${config.appId}/files/`;
  if (value.startsWith(ownFiles) && URL.canParse(value, config.publicUrl)) return value;
  const url = URL.canParse(value) ? new URL(value) : null;
  const allowed =
    url !== null &&
    (url.protocol === "https:" ||
      (url.protocol === "http:" && config.env === "development") ||
      (url.origin === new URL(config.publicUrl).origin && url.pathname.startsWith(ownFiles)));
  if (!allowed) throw badRequest("avatar_url: must be an https: address of a picture, or a file uploaded here");
  return value;
}
