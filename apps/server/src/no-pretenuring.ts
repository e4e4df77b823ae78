import { setFlagsFromString } from "node:v8";

// V8 learns to allocate an object straight into the old generation when the objects made at the
// same place in the code mostly outlive a young collection ("allocation-site pretenuring"), and it
// does not unlearn it. A quiet stretch in which the few live results are held for long, as while a
// job waits on FFmpeg, teaches it that for the places that make database rows and their arrays; from
// then on every request's rows start old, and what they point to survives each young collection
// until the next full one. On a list of 50 rows that quadrupled the time in garbage collection
// (about 100 µs of CPU per request) for the rest of the process's life (docs/performance.md).
// Switched off before the server's own code runs; the decision is only read when V8 collects.
setFlagsFromString("--no-allocation-site-pretenuring");
