// The data the measured pages show, made through the server's API as pilots make it: tracks in
// libraries, a battle in voting with entries (the Judge Panel and the battle page), an active
// battle (the Command Deck), ranked pilots with and without pictures (the Leaderboard).
import { Buffer } from "node:buffer";
import { crc32, deflateSync } from "node:zlib";

const API = "/api/apps/soundship";
const ENTRANTS = 8;
/** Entrants with a picture: the podium and the first rows of the board show them. */
const WITH_PICTURES = 4;
/** How long the voting battle takes entries: long enough for every entrant to enter, then it is in voting. */
const ENTRY_WINDOW_MS = 20_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const NAMES = ["Vega Prime", "Nova Quill", "Astra Lune", "Orbit Kade", "Lyra Voss", "Cosmo Reyes", "Nebula Ash", "Pulsar Jin", "Quasar Mei", "Zenith Ro"];
const GENRES = ["trap", "lo-fi", "drill", "synthwave"];

/** A mono 16-bit WAV of a sine tone: small, and decodable, so the server processes it as it would a real track. */
function wav(seconds, hz = 440, rate = 8000) {
  const samples = seconds * rate;
  const file = Buffer.alloc(44 + samples * 2);
  file.write("RIFF", 0);
  file.writeUInt32LE(36 + samples * 2, 4);
  file.write("WAVEfmt ", 8);
  file.writeUInt32LE(16, 16);
  file.writeUInt16LE(1, 20);
  file.writeUInt16LE(1, 22);
  file.writeUInt32LE(rate, 24);
  file.writeUInt32LE(rate * 2, 28);
  file.writeUInt16LE(2, 32);
  file.writeUInt16LE(16, 34);
  file.write("data", 36);
  file.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) file.writeInt16LE(Math.round(Math.sin((2 * Math.PI * hz * i) / rate) * 12_000), 44 + i * 2);
  return file;
}

/** A 96×96 PNG in two colours, a pilot's picture. */
function png(rgb, other) {
  const size = 96;
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = [];
  for (let y = 0; y < size; y++) {
    rows.push(0);
    for (let x = 0; x < size; x++) rows.push(...(x + y < size ? rgb : other));
  }
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", deflateSync(Buffer.from(rows))), chunk("IEND", Buffer.alloc(0))]);
}

/** Calls the API as `token`; the answer's JSON, or an error naming the call. */
async function call(base, method, route, { token, json, body, type } = {}) {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(json ? { "content-type": "application/json" } : type ? { "content-type": type } : {}) },
    body: json ? JSON.stringify(json) : body,
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return response.json();
}

const invoke = (base, token, name, payload = {}) => call(base, "POST", `${API}/functions/${name}`, { token, json: payload });

async function signUp(base, fullName) {
  const email = `${fullName.toLowerCase().replace(/\W+/g, ".")}.${Date.now()}@soundship.test`;
  const { access_token: token } = await call(base, "POST", `${API}/auth/register`, { json: { email, password: "orbit-password-1", full_name: fullName } });
  return token;
}

/** Uploads a track as Transmission Bay does (an upload link, then the PUT); returns its id. */
async function uploadTrack(base, token, title, genre) {
  const file = wav(3);
  const link = await invoke(base, token, "createUploadUrl", { filename: `${title}.wav`, contentType: "audio/wav", size: file.length, media_type: "beat", title, genre });
  const uploadUrl = new URL(link.uploadUrl, base);
  const answer = await call(base, "PUT", uploadUrl.pathname + uploadUrl.search, { token, body: file, type: "audio/wav" });
  return answer.beat.id;
}

/**
 * Seeds the server at `base`. Returns the viewer's token (a pilot who judges, with tracks of their
 * own, in no battle) and the id of the battle in voting, once its entries have closed.
 */
export async function seedPages(base) {
  const host = await signUp(base, "Captain Halley");
  await invoke(base, host, "subscribe", { tier: "commander", billing_cycle: "monthly" });
  const viewer = await signUp(base, "Orion Vale");
  for (const [i, title] of ["Solar Drift", "Night Signal", "Ion Garden"].entries()) await uploadTrack(base, viewer, title, GENRES[i]);

  const entrants = [];
  for (let i = 0; i < ENTRANTS; i++) {
    const token = await signUp(base, NAMES[i]);
    const track = await uploadTrack(base, token, `${NAMES[i].split(" ")[0]} Run`, GENRES[i % GENRES.length]);
    if (i < WITH_PICTURES) await call(base, "PUT", `${API}/entities/User/me/avatar`, { token, body: png([40 + i * 40, 60, 200], [230, 120, 40 + i * 30]), type: "image/png" });
    entrants.push({ token, track });
  }

  const now = Date.now();
  await invoke(base, host, "createBattle", { title: "Andromeda Open", description: "Any beat, any tempo: judges score it blind.", genre: "trap" });
  const { battle } = await invoke(base, host, "createBattle", {
    title: "Comet Clash",
    description: "Eight pilots, one night: the judges decide.",
    genre: "trap",
    end_time: new Date(now + ENTRY_WINDOW_MS).toISOString(),
    voting_end_time: new Date(now + 3 * DAY_MS).toISOString(),
  });
  for (const { token, track } of entrants) await invoke(base, token, "enterBattle", { battle_id: battle.id, beat_id: track });
  const left = now + ENTRY_WINDOW_MS - Date.now();
  if (left < 0) throw new Error("the entries took longer than the battle's entry window");
  await new Promise((resolve) => setTimeout(resolve, left + 1000));
  return { token: viewer, battleId: battle.id };
}
