import { seededRandom } from "./sky-random";

/** SPEC.md section 9: 15 floating shapes. */
export const SHAPE_COUNT = 15;

const KINDS = ["ring", "diamond", "glow", "triangle"] as const;
type ShapeKind = (typeof KINDS)[number];

export interface Shape {
  kind: ShapeKind;
  /** Resting place as a fraction of the viewport. */
  x: number;
  y: number;
  /** Edge or diameter in CSS pixels. */
  size: number;
  /** Seconds for one lap of its slow orbit around the resting place. */
  period: number;
  phase: number;
}

export function createShapes(count = SHAPE_COUNT, random = seededRandom(0x5a1e)): Shape[] {
  return Array.from({ length: count }, (_, i) => ({
    kind: KINDS[i % KINDS.length] ?? "ring",
    x: random() * 0.95,
    y: random() * 0.95,
    size: 24 + random() * 72,
    period: 14 + random() * 16,
    phase: random() * Math.PI * 2,
  }));
}

/** How far a shape wanders from its resting place, in CSS pixels. */
const ORBIT_X = 32;
const ORBIT_Y = 48;

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

function trace(ctx: Context2D, kind: ShapeKind, half: number) {
  ctx.beginPath();
  if (kind === "ring" || kind === "glow") ctx.arc(0, 0, half, 0, Math.PI * 2);
  else if (kind === "diamond") ctx.rect(-half * 0.7, -half * 0.7, half * 1.4, half * 1.4);
  else {
    ctx.moveTo(0, -half);
    ctx.lineTo(half, half);
    ctx.lineTo(-half, half);
    ctx.closePath();
  }
}

/** Draws the shapes at `timeSeconds`; position and spin are functions of time, so there is no state to advance. */
export function drawShapes(ctx: Context2D, shapes: readonly Shape[], width: number, height: number, timeSeconds: number, ratio: number): void {
  ctx.lineWidth = 1;
  for (const shape of shapes) {
    const angle = (timeSeconds / shape.period) * Math.PI * 2 + shape.phase;
    const half = shape.size / 2;
    const cx = shape.x * width + half + Math.sin(angle) * ORBIT_X;
    const cy = shape.y * height + half + Math.cos(angle * 0.8) * ORBIT_Y;
    ctx.setTransform(ratio, 0, 0, ratio, cx * ratio, cy * ratio);
    ctx.rotate(angle);
    trace(ctx, shape.kind, half);
    if (shape.kind === "glow") {
      ctx.fillStyle = "rgba(167, 139, 250, 0.07)";
      ctx.fill();
    } else if (shape.kind === "triangle") {
      ctx.fillStyle = "rgba(34, 211, 238, 0.08)";
      ctx.fill();
    } else {
      ctx.strokeStyle = shape.kind === "ring" ? "rgba(34, 211, 238, 0.25)" : "rgba(167, 139, 250, 0.25)";
      ctx.stroke();
    }
  }
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
}
