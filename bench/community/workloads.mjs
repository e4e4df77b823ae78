// What the benchmark asks the server, each request from a random seeded pilot with their own token:
// the boards, the Stardust Vault and the Command Deck as the web app loads them, and the Judge
// Panel's list of the big battle a page at a time. Each has a check of its answer and its target.

const API = "/api/apps/soundship";
/** The Judge Panel's page size. */
export const JUDGE_PAGE = 50;

const json = { "content-type": "application/json" };
const call = (name, body = {}) => (caller) => ({ method: "POST", path: `${API}/functions/${name}`, headers: { ...json, authorization: `Bearer ${caller.token}` }, body: JSON.stringify(body) });
const ranked = (players) => players.length === 100 && players.every((player, i) => player.rank === i + 1 && (i === 0 || players[i - 1].score >= player.score));

/** The seeded pilots that call (sessions the seed made), with what the checks need. */
export async function loadCallers(client) {
  const { rows } = await client.query(`select s.token, u.id, u.email, u.xp from sessions s join users u on u.id = s.user_id
    where s.id like 'community-session-%' order by s.id`);
  return rows;
}

/**
 * Judges of `battleId` (callers without a stake in it), each with the battle's entries: any entry is
 * a cursor, so a request can ask for any page of the judge's own order.
 */
export async function loadJudges(client, callers, battleId) {
  const { rows: [battle] } = await client.query("select host_email from battles where id = $1", [battleId]);
  const { rows } = await client.query("select id, user_email from beat_submissions where battle_id = $1", [battleId]);
  const entrants = new Set(rows.map((row) => row.user_email));
  const entries = rows.map((row) => row.id);
  return callers.filter((caller) => caller.email !== battle.host_email && !entrants.has(caller.email)).slice(0, 200).map((judge) => ({ ...judge, entries }));
}

/** A random page of a judge's list: the first, or the one after a random entry. */
function judgePage(battleId) {
  return (judge) => {
    const first = Math.random() * Math.ceil(judge.entries.length / JUDGE_PAGE) < 1;
    const after = first ? undefined : judge.entries[Math.floor(Math.random() * judge.entries.length)];
    return call("judgeSubmissions", { battle_id: battleId, limit: JUDGE_PAGE, ...(after ? { after } : {}) })(judge);
  };
}

export function workloads({ callers, judges, battleId, pilots }) {
  return [
    { name: "getLeaderboard {limit: 100}", callers, p99: 10, request: call("getLeaderboard", { limit: 100 }), check: (body) => ranked(body.players) },
    {
      name: "Galaxy Rank (galaxyRank)",
      callers,
      p99: 10,
      request: call("galaxyRank"),
      check: (body, caller) => body.totalPilots > pilots * 0.99 && (caller.xp > 0 ? body.rank > 0 : body.rank === null),
    },
    { name: "season board {limit: 100, period: season}", callers, p99: 10, request: call("getLeaderboard", { limit: 100, period: "season" }), check: (body) => ranked(body.players) },
    {
      name: "Vault: the pilot's last 50 StardustTransaction",
      callers,
      p99: 20,
      request: (caller) => ({
        method: "GET",
        path: `${API}/entities/StardustTransaction?q=${encodeURIComponent(JSON.stringify({ user_email: caller.email }))}&sort=-created_date&limit=50`,
        headers: { authorization: `Bearer ${caller.token}` },
      }),
      check: (rows, caller) => rows.length > 0 && rows.every((row) => row.user_email === caller.email),
    },
    { name: "Vault, Command Deck: the current pilot (User me)", callers, p99: 20, request: (caller) => ({ method: "GET", path: `${API}/entities/User/me`, headers: { authorization: `Bearer ${caller.token}` } }), check: (body, caller) => body.id === caller.id },
    { name: "Command Deck: active battles (starshipApi)", callers, p99: 20, request: call("starshipApi", { endpoint: "/battles?status=active" }), check: (body) => body.battles.length > 0 },
    { name: "Command Deck: top pilots (starshipApi)", callers, p99: 20, request: call("starshipApi", { endpoint: "/leaderboard?limit=10" }), check: (body) => body.players.length === 10 },
    { name: "Command Deck: daily quests (questBoard)", callers, p99: 20, request: call("questBoard", { quest_type: "daily" }), check: (body) => Array.isArray(body.quests) },
    { name: "Command Deck: battle entries (membershipOverview)", callers, p99: 20, request: call("membershipOverview"), check: (body) => "battle_entries" in body },
    { name: "Command Deck: first orders (firstOrders)", callers, p99: 20, request: call("firstOrders"), check: (body) => body.orders.length === 3 },
    {
      name: `Judge Panel: a page of ${JUDGE_PAGE} of the ${judges[0]?.entries.length.toLocaleString("en")}-entry battle`,
      callers: judges,
      p99: 20,
      request: judgePage(battleId),
      check: (body) => body.submissions.length === JUDGE_PAGE || body.next === null,
    },
  ];
}

/** Reads for the load while a battle settles: the boards, the Vault and the Command Deck. */
export const readsDuringSettlement = (all) => all.filter((workload) => !workload.name.startsWith("Judge Panel"));
