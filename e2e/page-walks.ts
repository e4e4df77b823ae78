import type { Page } from "@playwright/test";
import { expect, openWithToken } from "./fixtures";
import { LOGIN_FORMS } from "./spec-pages";

/** Opens one of the login page's forms and waits for its heading. */
export async function openLoginForm(page: Page, form: (typeof LOGIN_FORMS)[number]): Promise<void> {
  await page.goto(form.path);
  if (form.click) await page.getByRole(form.click.role, { name: form.click.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: form.name })).toBeVisible();
}

/**
 * Opens `path` as the admin and then each of the Overseer's tabs in turn, running `check` on each
 * once its content has loaded. Answers the tabs walked, so a walk that found none fails.
 */
export async function walkOverseerTabs(page: Page, token: string, path: string, check: (tab: string) => Promise<void>): Promise<string[]> {
  await openWithToken(page, path, token);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overseer");
  const tabs = await page.getByRole("tablist", { name: "Overseer areas" }).getByRole("tab").allTextContents();
  for (const name of tabs) {
    await page.getByRole("tab", { name, exact: true }).click();
    await expect(page.getByRole("tab", { name, exact: true })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toBeVisible();
    await expect(page.getByText(/Loading|Initializing/)).toHaveCount(0);
    await check(name);
  }
  return tabs;
}
