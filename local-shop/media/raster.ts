// A small deterministic renderer of "studio photographs": parts lying on a paper backdrop,
// lit by two soft boxes, drawn pixel by pixel into a floating-point RGB buffer. Shapes are
// signed-distance primitives (cylinders, rings, rounded boxes, spheres) placed in a part's
// own frame (millimetres along and across its axis), so a part drawn at any angle and scale
// keeps its real proportions. No randomness: the same scene always gives the same pixels.
//
// Pure and synchronous: it runs in the image worker (media/render-worker.ts), never on the
// server's main thread.

export type Rgb = readonly [number, number, number];

/** sRGB hex → linear RGB (0..1), the space the shading works in. */
export function linear(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const channel = (shift: number) => ((value >> shift) & 255) / 255;
  const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return [toLinear(channel(16)), toLinear(channel(8)), toLinear(channel(0))];
}

export interface Material {
  base: Rgb;
  /** Diffuse weight (paint: high; polished metal: low) */
  diffuse: number;
  /** Highlight weight and sharpness of the soft boxes' direct reflection */
  specular: number;
  shininess: number;
  /** Mirror reflection of the studio (chrome 1, paint 0.1) */
  mirror: number;
  /** Streaks along the axis (ground or brushed metal), 0..1 */
  brushed?: number;
}

export const MATERIALS = {
  chrome: {base: linear('#c9ced4'), diffuse: 0.12, specular: 1.1, shininess: 180, mirror: 0.95, brushed: 0.15},
  blackPaint: {base: linear('#16181b'), diffuse: 0.9, specular: 0.55, shininess: 60, mirror: 0.16},
  greyPaint: {base: linear('#7d838a'), diffuse: 0.95, specular: 0.35, shininess: 40, mirror: 0.08},
  whitePaint: {base: linear('#e4e6e8'), diffuse: 0.95, specular: 0.3, shininess: 40, mirror: 0.06},
  bluePaint: {base: linear('#1f4e86'), diffuse: 0.9, specular: 0.45, shininess: 50, mirror: 0.1},
  stainless: {base: linear('#b7bdc4'), diffuse: 0.35, specular: 0.7, shininess: 70, mirror: 0.6, brushed: 0.9},
  zinc: {base: linear('#c3c8cc'), diffuse: 0.5, specular: 0.6, shininess: 50, mirror: 0.45, brushed: 0.3},
  aluminium: {base: linear('#c8ccd0'), diffuse: 0.6, specular: 0.45, shininess: 35, mirror: 0.3, brushed: 0.6},
  darkSteel: {base: linear('#3c4046'), diffuse: 0.6, specular: 0.5, shininess: 60, mirror: 0.3, brushed: 0.3},
  blackPlastic: {base: linear('#1b1c1e'), diffuse: 0.8, specular: 0.25, shininess: 25, mirror: 0.05},
  brass: {base: linear('#b88f3e'), diffuse: 0.45, specular: 0.7, shininess: 60, mirror: 0.55},
} satisfies Record<string, Material>;

export type MaterialName = keyof typeof MATERIALS;

/** Shapes in a part's frame: `u` along the axis, `v` across it (down on screen at angle 0), in mm. */
export type Shape =
  /** A cylinder along u (from u0 to u1) or, `across`, along v; ends rounded by `round` mm. */
  | {kind: 'cylinder'; u0: number; u1: number; v: number; r: number; round?: number; across?: boolean; material: MaterialName; shade?: number}
  /** A flat disc seen face on, with a hole, edges bevelled. */
  | {kind: 'ring'; u: number; v: number; r: number; hole: number; material: MaterialName; bevel?: number}
  /** A flat rounded rectangle, edges bevelled. */
  | {kind: 'box'; u0: number; u1: number; v0: number; v1: number; radius: number; material: MaterialName; bevel?: number; shade?: number}
  | {kind: 'sphere'; u: number; v: number; r: number; material: MaterialName};

export interface Part {
  /** Centre of the part's frame on the picture, px */
  x: number;
  y: number;
  /** Axis angle, degrees, clockwise on screen */
  angle: number;
  /** px per mm */
  scale: number;
  shapes: Shape[];
  /** How high the part lies above the backdrop, mm (length of its shadow) */
  height: number;
}

export interface Scene {
  width: number;
  height: number;
  /** Backdrop colours: lit corner (top left) and far corner */
  paper: [string, string];
  parts: Part[];
  /** Seed of the paper's grain */
  grain: number;
}

// ---------------------------------------------------------------------------------------

const KEY = normalize([-0.45, -0.7, 0.75]);
const FILL = normalize([0.65, 0.25, 0.7]);
const HALF_KEY = normalize([KEY[0], KEY[1], KEY[2] + 1]);
const HALF_FILL = normalize([FILL[0], FILL[1], FILL[2] + 1]);
const BOX_A = normalize([-0.35, -0.85, 0.4]);
const BOX_B = normalize([0.8, 0.15, 0.55]);

function normalize(v: number[]): [number, number, number] {
  const length = Math.hypot(v[0], v[1], v[2]);
  return [v[0] / length, v[1] / length, v[2] / length];
}

function smoothstep(a: number, b: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
}

/** Deterministic hash of two integers → 0..1 */
function hash2(x: number, y: number, seed: number): number {
  let h = Math.imul(x, 374761393) + Math.imul(y, 668265263) + Math.imul(seed, 2246822519);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967295;
}

/** Brightness of the studio seen in direction r (two soft boxes over a dim room and the paper below). */
function studio(rx: number, ry: number, rz: number, paper: number): number {
  const a = rx * BOX_A[0] + ry * BOX_A[1] + rz * BOX_A[2];
  const b = rx * BOX_B[0] + ry * BOX_B[1] + rz * BOX_B[2];
  let light = 0.1 + 1.9 * smoothstep(0.8, 0.93, a) + 0.7 * smoothstep(0.82, 0.95, b);
  // Looking towards the backdrop: the paper's own brightness, darker near the horizon line.
  if (rz < 0.25) light = light * smoothstep(-0.1, 0.25, rz) + paper * (1 - smoothstep(-0.1, 0.25, rz)) * 0.9;
  return light;
}

class Canvas {
  readonly width: number;
  readonly height: number;
  readonly rgb: Float32Array;
  readonly paperLight: number;

  constructor(scene: Scene) {
    this.width = scene.width;
    this.height = scene.height;
    this.rgb = new Float32Array(scene.width * scene.height * 3);
    const near = linear(scene.paper[0]);
    const far = linear(scene.paper[1]);
    this.paperLight = (near[0] + near[1] + near[2]) / 3;
    const {width, height, rgb} = this;
    const diagonal = Math.hypot(width, height);
    // The backdrop is smooth: computed on a coarse grid and interpolated between its nodes.
    const step = 8;
    const columns = Math.ceil(width / step) + 1;
    const rows = Math.ceil(height / step) + 1;
    const grid = new Float32Array(columns * rows * 3);
    for (let gy = 0; gy < rows; gy++) {
      for (let gx = 0; gx < columns; gx++) {
        const x = gx * step;
        const y = gy * step;
        // Light falls off from the top-left corner; a gentle vignette closes the frame.
        const t = smoothstep(0, 1, (x * 0.55 + y * 0.85) / (width * 0.55 + height * 0.85));
        const dx = x / width - 0.45;
        const dy = y / height - 0.42;
        const vignette = 1 - 0.22 * smoothstep(0.15, 0.75, Math.hypot(dx * (width / diagonal) * 1.6, dy * (height / diagonal) * 1.6) * 1.4);
        const g = (gy * columns + gx) * 3;
        for (let c = 0; c < 3; c++) grid[g + c] = (near[c] + (far[c] - near[c]) * t) * vignette;
      }
    }
    for (let y = 0; y < height; y++) {
      const gy = Math.floor(y / step);
      const fy = (y - gy * step) / step;
      for (let x = 0; x < width; x++) {
        const gx = Math.floor(x / step);
        const fx = (x - gx * step) / step;
        const a = (gy * columns + gx) * 3;
        const b = a + columns * 3;
        const i = (y * width + x) * 3;
        for (let c = 0; c < 3; c++) {
          const top = grid[a + c] + (grid[a + 3 + c] - grid[a + c]) * fx;
          const bottom = grid[b + c] + (grid[b + 3 + c] - grid[b + c]) * fx;
          rgb[i + c] = top + (bottom - top) * fy;
        }
      }
    }
  }
}

interface Frame {
  cos: number;
  sin: number;
  part: Part;
}

function frameOf(part: Part): Frame {
  const radians = (part.angle * Math.PI) / 180;
  return {cos: Math.cos(radians), sin: Math.sin(radians), part};
}

/** Local (u, v) in mm → picture px. */
function toPicture(f: Frame, u: number, v: number): [number, number] {
  const s = f.part.scale;
  return [f.part.x + (u * f.cos - v * f.sin) * s, f.part.y + (u * f.sin + v * f.cos) * s];
}

/** Picture bounds of a local rectangle, padded, clipped to the canvas. */
function bounds(canvas: Canvas, f: Frame, u0: number, u1: number, v0: number, v1: number, pad: number) {
  const corners = [toPicture(f, u0, v0), toPicture(f, u1, v0), toPicture(f, u0, v1), toPicture(f, u1, v1)];
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  return {
    x0: Math.max(0, Math.floor(Math.min(...xs) - pad)),
    x1: Math.min(canvas.width - 1, Math.ceil(Math.max(...xs) + pad)),
    y0: Math.max(0, Math.floor(Math.min(...ys) - pad)),
    y1: Math.min(canvas.height - 1, Math.ceil(Math.max(...ys) + pad)),
  };
}

/** Extent of a shape in its part's frame, mm: [u0, u1, v0, v1]. */
function extent(shape: Shape): [number, number, number, number] {
  switch (shape.kind) {
    case 'cylinder':
      return shape.across
        ? [shape.v - shape.r, shape.v + shape.r, Math.min(shape.u0, shape.u1), Math.max(shape.u0, shape.u1)]
        : [Math.min(shape.u0, shape.u1), Math.max(shape.u0, shape.u1), shape.v - shape.r, shape.v + shape.r];
    case 'ring':
    case 'sphere':
      return [shape.u - shape.r, shape.u + shape.r, shape.v - shape.r, shape.v + shape.r];
    case 'box':
      return [shape.u0, shape.u1, shape.v0, shape.v1];
  }
}

/** Soft shadows of every part on the paper: a wide one cast by the key light and a tight contact one. */
function castShadows(canvas: Canvas, parts: readonly Part[]): void {
  const {width, rgb} = canvas;
  for (const part of parts) {
    const f = frameOf(part);
    const s = part.scale;
    const shapes = part.shapes.map((shape) => extent(shape));
    let [u0, u1, v0, v1] = shapes[0];
    for (const e of shapes) {
      u0 = Math.min(u0, e[0]);
      u1 = Math.max(u1, e[1]);
      v0 = Math.min(v0, e[2]);
      v1 = Math.max(v1, e[3]);
    }
    const lift = part.height;
    // The key light is up-left: the shadow falls down-right, longer for a part lying higher.
    const offsetX = lift * 0.55 * s;
    const offsetY = lift * 0.85 * s;
    const soft = Math.max(3, lift * 0.9 * s);
    const pad = soft * 2 + Math.hypot(offsetX, offsetY);
    const box = bounds(canvas, f, u0, u1, v0, v1, pad);
    // Shadows are soft: sampled every `step` px and interpolated.
    const step = 4;
    const columns = Math.floor((box.x1 - box.x0) / step) + 2;
    const rows = Math.floor((box.y1 - box.y0) / step) + 2;
    const grid = new Float32Array(columns * rows);
    for (let gy = 0; gy < rows; gy++) {
      for (let gx = 0; gx < columns; gx++) {
        const x = box.x0 + gx * step;
        const y = box.y0 + gy * step;
        const wide = 1 - smoothstep(-soft, soft, distanceToPart(f, shapes, x - offsetX, y - offsetY) * s);
        const contact = 1 - smoothstep(-1, Math.max(2, lift * 0.25 * s), distanceToPart(f, shapes, x - offsetX * 0.2, y - offsetY * 0.2) * s);
        grid[gy * columns + gx] = 1 - 0.42 * wide - 0.25 * contact;
      }
    }
    for (let y = box.y0; y <= box.y1; y++) {
      const gy = Math.floor((y - box.y0) / step);
      const fy = (y - box.y0 - gy * step) / step;
      for (let x = box.x0; x <= box.x1; x++) {
        const gx = Math.floor((x - box.x0) / step);
        const fx = (x - box.x0 - gx * step) / step;
        const a = gy * columns + gx;
        const top = grid[a] + (grid[a + 1] - grid[a]) * fx;
        const bottom = grid[a + columns] + (grid[a + columns + 1] - grid[a + columns]) * fx;
        const dark = top + (bottom - top) * fy;
        const i = (y * width + x) * 3;
        rgb[i] *= dark;
        rgb[i + 1] *= dark;
        rgb[i + 2] *= dark * 1.01;
      }
    }
  }
}

/** Distance (mm) from a picture point to the nearest of a part's extents (rounded boxes). */
function distanceToPart(f: Frame, extents: readonly [number, number, number, number][], px: number, py: number): number {
  const s = f.part.scale;
  const dx = (px - f.part.x) / s;
  const dy = (py - f.part.y) / s;
  const u = dx * f.cos + dy * f.sin;
  const v = -dx * f.sin + dy * f.cos;
  let best = Infinity;
  for (const [u0, u1, v0, v1] of extents) {
    const r = Math.min(u1 - u0, v1 - v0) / 2;
    const qu = Math.abs(u - (u0 + u1) / 2) - (u1 - u0) / 2 + r;
    const qv = Math.abs(v - (v0 + v1) / 2) - (v1 - v0) / 2 + r;
    const d = Math.hypot(Math.max(qu, 0), Math.max(qv, 0)) + Math.min(Math.max(qu, qv), 0) - r;
    if (d < best) best = d;
  }
  return best;
}

/** Signed distance (mm, negative inside) and normal in the part's frame (nu, nv, nz). */
function sample(shape: Shape, u: number, v: number, out: Float64Array): number {
  switch (shape.kind) {
    case 'cylinder': {
      const along = shape.across ? v : u;
      const across = shape.across ? u - shape.v : v - shape.v;
      const a0 = Math.min(shape.u0, shape.u1);
      const a1 = Math.max(shape.u0, shape.u1);
      const round = Math.min(shape.round ?? 0, (a1 - a0) / 2, shape.r);
      // Rounded-rectangle distance in (along, across).
      const half = (a1 - a0) / 2;
      const qa = Math.abs(along - (a0 + a1) / 2) - half + round;
      const qc = Math.abs(across) - shape.r + round;
      const d = Math.hypot(Math.max(qa, 0), Math.max(qc, 0)) + Math.min(Math.max(qa, qc), 0) - round;
      const t = Math.max(-0.999, Math.min(0.999, across / shape.r));
      let na = 0;
      if (round > 0 && qa > 0) na = Math.sign(along - (a0 + a1) / 2) * Math.min(1, qa / round) * 0.85;
      let nc = t;
      let nz = Math.sqrt(Math.max(0.0001, 1 - t * t - na * na));
      const length = Math.hypot(na, nc, nz);
      na /= length;
      nc /= length;
      nz /= length;
      out[0] = shape.across ? nc : na;
      out[1] = shape.across ? na : nc;
      out[2] = nz;
      return d;
    }
    case 'ring': {
      const du = u - shape.u;
      const dv = v - shape.v;
      const r = Math.hypot(du, dv) || 1e-6;
      const d = Math.max(r - shape.r, shape.hole - r);
      const bevel = shape.bevel ?? shape.r * 0.18;
      let tilt = 0;
      if (r > shape.r - bevel) tilt = ((r - (shape.r - bevel)) / bevel) * 0.8;
      else if (r < shape.hole + bevel) tilt = -((shape.hole + bevel - r) / bevel) * 0.8;
      out[0] = (du / r) * tilt;
      out[1] = (dv / r) * tilt;
      out[2] = Math.sqrt(Math.max(0.0001, 1 - tilt * tilt));
      return d;
    }
    case 'box': {
      const cu = (shape.u0 + shape.u1) / 2;
      const cv = (shape.v0 + shape.v1) / 2;
      const hu = (shape.u1 - shape.u0) / 2;
      const hv = (shape.v1 - shape.v0) / 2;
      const radius = Math.min(shape.radius, hu, hv);
      const qu = Math.abs(u - cu) - hu + radius;
      const qv = Math.abs(v - cv) - hv + radius;
      const d = Math.hypot(Math.max(qu, 0), Math.max(qv, 0)) + Math.min(Math.max(qu, qv), 0) - radius;
      const bevel = shape.bevel ?? Math.min(hu, hv) * 0.25;
      const edge = Math.min(1, Math.max(0, (d + bevel) / bevel)) * 0.75;
      const eu = Math.abs(u - cu) - hu;
      const ev = Math.abs(v - cv) - hv;
      const towardsU = eu > ev;
      out[0] = towardsU ? Math.sign(u - cu) * edge : 0;
      out[1] = towardsU ? 0 : Math.sign(v - cv) * edge;
      out[2] = Math.sqrt(Math.max(0.0001, 1 - edge * edge));
      return d;
    }
    case 'sphere': {
      const du = (u - shape.u) / shape.r;
      const dv = (v - shape.v) / shape.r;
      const rr = du * du + dv * dv;
      out[0] = du;
      out[1] = dv;
      out[2] = Math.sqrt(Math.max(0.0001, 1 - Math.min(rr, 0.9999)));
      return (Math.sqrt(rr) - 1) * shape.r;
    }
  }
}

function drawShape(canvas: Canvas, f: Frame, shape: Shape): void {
  const material: Material = MATERIALS[shape.material];
  const shade = shape.kind === 'cylinder' || shape.kind === 'box' ? (shape.shade ?? 1) : 1;
  const [u0, u1, v0, v1] = extent(shape);
  const box = bounds(canvas, f, u0, u1, v0, v1, 2);
  const s = f.part.scale;
  const {width, rgb, paperLight} = canvas;
  const normal = new Float64Array(3);
  const base = material.base;
  const brushed = material.brushed ?? 0;
  for (let y = box.y0; y <= box.y1; y++) {
    for (let x = box.x0; x <= box.x1; x++) {
      const dx = (x + 0.5 - f.part.x) / s;
      const dy = (y + 0.5 - f.part.y) / s;
      const u = dx * f.cos + dy * f.sin;
      const v = -dx * f.sin + dy * f.cos;
      const d = sample(shape, u, v, normal);
      const coverage = Math.min(1, Math.max(0, 0.5 - d * s));
      if (coverage <= 0) continue;
      // Normal from the part's frame to the picture's.
      const nx = normal[0] * f.cos - normal[1] * f.sin;
      const ny = normal[0] * f.sin + normal[1] * f.cos;
      const nz = normal[2];
      const key = Math.max(0, nx * KEY[0] + ny * KEY[1] + nz * KEY[2]);
      const fill = Math.max(0, nx * FILL[0] + ny * FILL[1] + nz * FILL[2]);
      const diffuse = material.diffuse * (0.16 + 0.95 * key + 0.3 * fill) * shade;
      const hk = Math.max(0, nx * HALF_KEY[0] + ny * HALF_KEY[1] + nz * HALF_KEY[2]);
      const hf = Math.max(0, nx * HALF_FILL[0] + ny * HALF_FILL[1] + nz * HALF_FILL[2]);
      const specular = material.specular * (hk ** material.shininess + 0.4 * hf ** material.shininess) * shade;
      // Mirror: the studio reflected about the normal (viewer straight above).
      const rx = 2 * nz * nx;
      const ry = 2 * nz * ny;
      const rz = 2 * nz * nz - 1;
      let mirror = material.mirror * studio(rx, ry, rz, paperLight) * shade;
      if (brushed > 0) {
        // Grinding marks run along the axis: they vary across it only.
        const across = shape.kind === 'cylinder' && shape.across ? u : v;
        const line = Math.floor(across * s * 0.8);
        mirror *= 1 + brushed * 0.22 * (hash2(line, 7, 11) - 0.5);
      }
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        const tint = base[c];
        const colour = tint * diffuse + specular + mirror * (0.25 + 0.75 * tint);
        rgb[i + c] = rgb[i + c] * (1 - coverage) + colour * coverage;
      }
    }
  }
}

/** Linear float RGB → 8-bit sRGB, with a fine deterministic grain like a camera's. */
function toSrgb(canvas: Canvas, grain: number): Buffer {
  const {width, height, rgb} = canvas;
  const out = Buffer.alloc(width * height * 3);
  const table = new Uint8Array(4097);
  for (let i = 0; i <= 4096; i++) {
    const c = i / 4096;
    table[i] = Math.round(255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055));
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const noise = (hash2(x, y, grain) - 0.5) * 0.012;
      for (let c = 0; c < 3; c++) {
        // Soft shoulder instead of a hard clip on the brightest highlights.
        let value = rgb[i + c];
        if (value > 0.8) value = 0.8 + 0.2 * (1 - Math.exp(-(value - 0.8) / 0.2));
        value = Math.min(1, Math.max(0, value + noise));
        out[i + c] = table[Math.round(value * 4096)];
      }
    }
  }
  return out;
}

/** Renders a scene: 8-bit sRGB pixels, row by row, 3 channels. */
export function renderScene(scene: Scene): Buffer {
  const canvas = new Canvas(scene);
  castShadows(canvas, scene.parts);
  for (const part of scene.parts) {
    const f = frameOf(part);
    for (const shape of part.shapes) drawShape(canvas, f, shape);
  }
  return toSrgb(canvas, scene.grain);
}
