// Two ways of loading the server: autocannon for a workload's throughput and latency, and a
// closed loop of our own that records when each request went out and how long it took, for the
// requests made inside a window (while a battle settles).
import { readFileSync } from "node:fs";
import http from "node:http";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** A process's CPU time so far (user + system), in microseconds, from /proc (clock ticks of 10 ms). */
export function cpuMicros(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** autocannon at `connections` for `seconds`, each request from a random caller of the workload. */
export function measure(origin, workload, connections, seconds) {
  const requests = [
    {
      setupRequest: (request) => {
        const spec = workload.request(pick(workload.callers));
        return { ...request, method: spec.method, path: spec.path, headers: spec.headers, body: spec.body };
      },
    },
  ];
  return new Promise((resolve, reject) =>
    autocannon({ url: origin, connections, duration: seconds, requests }, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

/** One request as the app makes it: status and parsed body. */
export async function once(origin, spec) {
  const response = await fetch(`${origin}${spec.path}`, { method: spec.method, headers: spec.headers, body: spec.body });
  return { status: response.status, body: await response.json() };
}

/**
 * `connections` loops, each sending a request of a random workload (from a random caller) as soon
 * as the last one is answered, until `stop()`; answers every request's start (performance.now())
 * and latency in ms, and the count of failed ones.
 */
export function timedLoad(origin, workloads, connections) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const samples = [];
  let failed = 0;
  let running = true;
  const send = (spec) =>
    new Promise((resolve) => {
      const request = http.request(`${origin}${spec.path}`, { method: spec.method, headers: spec.headers, agent }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode));
      });
      request.on("error", () => resolve(0));
      request.end(spec.body);
    });
  const loop = async () => {
    while (running) {
      const workload = pick(workloads);
      const at = performance.now();
      const status = await send(workload.request(pick(workload.callers)));
      if (status === 200) samples.push({ at, ms: performance.now() - at });
      else failed++;
    }
  };
  const loops = Array.from({ length: connections }, loop);
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      agent.destroy();
      return { samples, failed };
    },
  };
}
