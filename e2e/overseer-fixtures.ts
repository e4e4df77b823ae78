import { randomUUID } from "node:crypto";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, openWithToken, useServerClock, type Pilot } from "./fixtures";

const API = "/api/apps/soundship";

/** An admin: the test server makes sign-ups as overseer-…@example.com admins (TEST_ADMIN_EMAIL_PREFIX). */
export async function createAdmin(request: APIRequestContext): Promise<Pilot> {
  const email = `overseer-${randomUUID().slice(0, 8)}@example.com`;
  const password = `pass-${randomUUID()}`;
  const response = await request.post(`${API}/auth/register`, { data: { email, password, full_name: "Overseer Ada" } });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { access_token: string; user: { id: string; role: string } };
  expect(body.user.role).toBe("admin");
  return { email, password, fullName: "Overseer Ada", token: body.access_token, id: body.user.id };
}

/** A desktop page of its own for `pilot`, on the server's clock, opened at `path`. */
export async function pageAs(browser: Browser, pilot: Pilot, path: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await useServerClock(page);
  await openWithToken(page, path, pilot.token);
  return page;
}
