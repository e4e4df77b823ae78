import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { invoke, pilotOf, secondsAfter, uploadTrack } from "./battle-fixtures";
import { expect, mainNav, serverNow, test } from "./fixtures";
import { createAdmin, pageAs } from "./overseer-fixtures";

const vaultBalance = (page: Page) => page.getByRole("region", { name: "Current balance" });
const vaultRows = (page: Page) => page.getByRole("list", { name: "Transaction History" }).getByRole("listitem");

test("a pilot who types /Overseer lands on the Dashboard, and sees no Overseer entry", async ({ page, openAsPilot }) => {
  await openAsPilot("/Overseer");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Command Center");
  await expect(page.getByRole("navigation", { name: "Overseer" })).toHaveCount(0);
  await expect(mainNav(page).getByRole("link")).toHaveCount(10);
});

test("an admin grants Stardust with a reason, and it is on the pilot's Vault and the audit log", async ({ browser, request }) => {
  const admin = await createAdmin(request);
  const pilot = await pilotOf(request, "explorer", "Lyra Vance");
  const page = await pageAs(browser, admin, "/Dashboard");
  await page.getByRole("navigation", { name: "Overseer" }).getByRole("link", { name: "Overseer" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overseer");

  await page.getByRole("tab", { name: "Pilots" }).click();
  await page.getByRole("textbox", { name: "E-mail or callsign" }).fill(pilot.email);
  await page.getByRole("button", { name: "Apply" }).click();
  await page.getByRole("button", { name: `Open ${pilot.email}` }).click();
  const grant = page.getByRole("form", { name: `Grant or take Stardust for ${pilot.email}` });
  await grant.getByRole("spinbutton", { name: /Stardust/ }).fill("250");
  await grant.getByRole("button", { name: "Post to ledger" }).click();
  await expect(grant.getByText("A reason is required")).toBeVisible();
  await grant.getByRole("textbox", { name: "Reason" }).fill("Winner of the community remix night");
  await grant.getByRole("button", { name: "Post to ledger" }).click();
  await expect(page.getByText("Balance is now 350 SD").first()).toBeVisible();

  await page.getByRole("tab", { name: "Audit log" }).click();
  const audit = page.getByRole("table", { name: "Audit log" });
  await expect(audit.getByRole("row").filter({ hasText: "pilot.stardust_grant" }).filter({ hasText: "Winner of the community remix night" })).toHaveCount(1);

  const vault = await pageAs(browser, pilot, "/StardustVault");
  await expect(vaultBalance(vault)).toContainText("350");
  await expect(vaultRows(vault).first()).toContainText("Granted by the Overseer: Winner of the community remix night");
  await expect(vaultRows(vault).first()).toContainText("+250");
});

test("an admin cancels a battle, and the host and both entrants see their refunds in their Vaults", async ({ browser, request }) => {
  test.slow();
  const admin = await createAdmin(request);
  const host = await pilotOf(request, "commander", "Host Orion");
  const title = `Overseer Clash ${randomUUID().slice(0, 6)}`;
  const now = await serverNow(request);
  const created = await invoke(request, host, "createBattle", {
    title,
    entry_fee: 20,
    prize_pool: 60,
    start_time: secondsAfter(now, 3),
    end_time: secondsAfter(now, 600),
    voting_end_time: secondsAfter(now, 900),
  });
  const entrants = [await pilotOf(request, "commander", "Vega Entrant"), await pilotOf(request, "commander", "Nova Entrant")];
  const tracks = [await uploadTrack(request, entrants[0]!, "Drift"), await uploadTrack(request, entrants[1]!, "Pulse")];
  await expect
    .poll(async () => (await invoke(request, host, "battleDetails", { battle_id: created.battle.id })).battle.status, { timeout: 15_000 })
    .toBe("active");
  for (const [index, pilot] of entrants.entries()) await invoke(request, pilot, "enterBattle", { battle_id: created.battle.id, beat_id: tracks[index] });

  const page = await pageAs(browser, admin, "/Overseer?tab=battles");
  await page.getByRole("textbox", { name: "Title" }).fill(title);
  await page.getByRole("button", { name: "Apply" }).click();
  const card = page.getByRole("region", { name: `Battle ${title}` });
  await expect(card.getByText("Submissions (2)")).toBeVisible();
  const cancel = card.getByRole("form", { name: `Cancel ${title}` });
  await cancel.getByRole("textbox", { name: "Reason" }).fill("Host asked to call it off");
  await cancel.getByRole("button", { name: "Cancel battle and refund" }).click();
  await expect(page.getByText("Cancelled; 3 refund(s) posted").first()).toBeVisible();
  await expect(card.getByText("Cancelled: everything was refunded.")).toBeVisible();

  for (const [pilot, amount] of [[host, 60], [entrants[0]!, 20], [entrants[1]!, 20]] as const) {
    const vault = await pageAs(browser, pilot, "/StardustVault");
    await expect(vaultRows(vault).first()).toContainText(`+${amount}`);
    await expect(vaultRows(vault).first()).toContainText(`was cancelled`);
    await vault.context().close();
  }
  const battlePage = await pageAs(browser, entrants[0]!, `/Battle?id=${created.battle.id}`);
  await expect(battlePage.getByRole("note", { name: "Notice from the Overseer" })).toContainText("Host asked to call it off");
});

test("the tournament form shows the schema's refusals and the server's on their fields, then creates the tournament", async ({ browser, request }) => {
  const admin = await createAdmin(request);
  const page = await pageAs(browser, admin, "/Overseer?tab=tournaments");
  await page.getByRole("button", { name: "New tournament" }).click();
  const dialog = page.getByRole("dialog", { name: "New tournament" });
  const nameBox = dialog.getByRole("textbox", { name: "Name" });
  await dialog.getByRole("button", { name: "Create tournament" }).click();
  // The shared save schema answers in the browser, and the first refused field takes the focus.
  await expect(nameBox).toBeFocused();
  await expect(nameBox).toHaveAttribute("aria-invalid", "true");
  const name = `Nebula Cup ${randomUUID().slice(0, 6)}`;
  await page.keyboard.type(name);
  await dialog.getByLabel("Starts").fill("2020-01-01T18:00");
  await dialog.getByLabel("Ends").fill("2020-01-08T18:00");
  await dialog.getByRole("textbox", { name: "Places" }).fill("8");
  await dialog.getByRole("textbox", { name: "Places" }).press("Enter");
  // The server refuses a start in the past, naming the field: the message lands under it.
  await expect(dialog.getByText("Must be in the future")).toBeVisible();
  await expect(dialog.getByLabel("Starts")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("Starts").fill("2099-01-01T18:00");
  await dialog.getByLabel("Ends").fill("2099-01-08T18:00");
  await dialog.getByRole("button", { name: "Create tournament" }).click();
  await expect(page.getByText("Tournament created").first()).toBeVisible();
  await expect(page.getByRole("table", { name: "Tournaments" }).getByRole("row").filter({ hasText: name })).toContainText("0 / 8");
});
