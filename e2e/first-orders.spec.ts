import { randomUUID } from "node:crypto";
import { invoke, pilotOf, secondsAfter, uploadTrack } from "./battle-fixtures";
import { expect, moveClocksTo, serverNow, test } from "./fixtures";

// On the clock server (CLOCK_FILES): the battle the new pilot judges reaches voting when the test
// moves the clock, not after a wait.
test("a new pilot is welcomed aboard and the first orders tick off upload, a battle entry and three judged entries", async ({ page, request, pilot, openAsPilot }) => {
  test.setTimeout(60_000);
  const tag = randomUUID().slice(0, 6);
  await openAsPilot("/Dashboard");
  await expect(page.getByText(`Welcome aboard, ${pilot.fullName}`)).toBeVisible();
  const orders = page.getByRole("region", { name: "First Orders" });
  await expect(orders).toContainText("0 of 3 done");
  await expect(orders.getByRole("link", { name: "1. Upload your first track: 0 of 1" })).toBeVisible();

  // Three other pilots enter with the new pilot; the new pilot judges another battle once the clock closes its entries.
  const host = await pilotOf(request, "commander", `Vega Host ${tag}`);
  const now = await serverNow(request);
  const { battle } = await invoke(request, host, "createBattle", { title: `First Night ${tag}`, start_time: secondsAfter(now, -1), end_time: secondsAfter(now, 600), voting_end_time: secondsAfter(now, 3600) });
  await invoke(request, pilot, "enterBattle", { battle_id: battle.id, beat_id: await uploadTrack(request, pilot, `First ${tag}`) });
  for (const name of ["One", "Two", "Three"]) {
    const rival = await pilotOf(request, "cadet", `${name} ${tag}`);
    await invoke(request, rival, "enterBattle", { battle_id: battle.id, beat_id: await uploadTrack(request, rival, `${name} ${tag}`) });
  }
  await page.reload();
  await expect(orders.getByRole("link", { name: "1. Upload your first track: done" })).toBeVisible();
  await expect(orders.getByRole("link", { name: "2. Enter a battle: done" })).toBeVisible();
  await expect(orders.getByRole("link", { name: "3. Judge three entries: 0 of 3" })).toBeVisible();

  const judgeBattle = await pilotOf(request, "commander", `Vega Judge Host ${tag}`);
  const later = await serverNow(request);
  const { battle: judged } = await invoke(request, judgeBattle, "createBattle", { title: `Judge Night ${tag}`, start_time: secondsAfter(later, -1), end_time: secondsAfter(later, 600), voting_end_time: secondsAfter(later, 3600) });
  for (const name of ["Four", "Five", "Six"]) {
    const rival = await pilotOf(request, "cadet", `${name} ${tag}`);
    await invoke(request, rival, "enterBattle", { battle_id: judged.id, beat_id: await uploadTrack(request, rival, `${name} ${tag}`) });
  }
  await moveClocksTo(request, judged.end_time, [page]);
  await expect.poll(async () => (await invoke(request, pilot, "battleDetails", { battle_id: judged.id })).battle.status).toBe("voting");
  const { submissions } = await invoke(request, pilot, "judgeSubmissions", { battle_id: judged.id });
  for (const submission of submissions) await invoke(request, pilot, "submitScores", { submission_id: submission.id, creativity: 6, technical: 6, impact: 6, notes: "" });

  await page.reload();
  await expect(orders).toContainText("3 of 3 done");
  await expect(orders.getByRole("link", { name: "3. Judge three entries: done" })).toBeVisible();
});
