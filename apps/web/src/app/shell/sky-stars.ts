import { seededRandom } from "./sky-random";

/** SPEC.md section 9: the starfield has 300 stars. */
export const STAR_COUNT = 300;

// A few tints instead of one colour per star: the fill style changes 3 times a frame, not 300.
const TINTS = ["#ffffff", "#a5f3fc", "#ddd6fe"] as const;
/** Drift in viewport heights per second for a star of size 1: slow enough to read as calm. */
const DRIFT_PER_SECOND = 0.004;

/** Star data in flat typed arrays: no per-star objects for the garbage collector to chase each frame. */
export interface Stars {
  count: number;
  /** Position as a fraction of the viewport (0..1), so a resize keeps the spread. */
  x: Float32Array;
  y: Float32Array;
  /** Edge length in CSS pixels; bigger stars drift faster (parallax). */
  size: Float32Array;
  twinkleSpeed: Float32Array;
  phase: Float32Array;
}

export function createStars(count = STAR_COUNT, random = seededRandom(0x50f7)): Stars {
  const stars: Stars = {
    count,
    x: new Float32Array(count),
    y: new Float32Array(count),
    size: new Float32Array(count),
    twinkleSpeed: new Float32Array(count),
    phase: new Float32Array(count),
  };
  for (let i = 0; i < count; i++) {
    stars.x[i] = random();
    stars.y[i] = random();
    // Most stars are tiny; a few are bright.
    stars.size[i] = 0.6 + random() ** 3 * 2.2;
    stars.twinkleSpeed[i] = 0.6 + random() * 2.4;
    stars.phase[i] = random() * Math.PI * 2;
  }
  return stars;
}

/** Moves the stars down by `dtSeconds` of drift, wrapping at the bottom edge. */
export function advanceStars(stars: Stars, dtSeconds: number): void {
  const step = DRIFT_PER_SECOND * dtSeconds;
  for (let i = 0; i < stars.count; i++) {
    const y = (stars.y[i] ?? 0) + step * (stars.size[i] ?? 1);
    stars.y[i] = y >= 1 ? y - 1 : y;
  }
}

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** Draws the stars in CSS pixels; `timeSeconds` drives the twinkle. */
export function drawStars(ctx: Context2D, stars: Stars, width: number, height: number, timeSeconds: number): void {
  const perTint = Math.ceil(stars.count / TINTS.length);
  for (let tint = 0; tint < TINTS.length; tint++) {
    ctx.fillStyle = TINTS[tint] ?? "#ffffff";
    const end = Math.min(stars.count, (tint + 1) * perTint);
    for (let i = tint * perTint; i < end; i++) {
      const size = stars.size[i] ?? 1;
      ctx.globalAlpha = 0.35 + 0.65 * Math.abs(Math.sin(timeSeconds * (stars.twinkleSpeed[i] ?? 1) + (stars.phase[i] ?? 0)));
      // Squares, not arcs: at one to three pixels they look the same and cost far less to fill.
      ctx.fillRect((stars.x[i] ?? 0) * width, (stars.y[i] ?? 0) * height, size, size);
    }
  }
  ctx.globalAlpha = 1;
}
