/**
 * A small rasterizer and PNG encoder for the seed pictures (images.ts): a few filled shapes over a
 * background, sampled 4×4 in each pixel along the shapes' edges (smooth edges), written as an 8-bit
 * RGB PNG. What a real catalogue serves is raster (JPEG, WebP, PNG); the pictures are drawn on
 * request, so the repository still holds no binaries.
 */
import { crc32, deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

/** A filled shape in the picture's coordinates (pixels), with its colour and opacity. */
export type Shape<Colour = Rgb> =
  | { readonly kind: 'rect'; readonly x: number; readonly y: number; readonly width: number; readonly height: number; readonly radius: number; readonly fill: Colour; readonly opacity: number }
  | { readonly kind: 'ellipse'; readonly cx: number; readonly cy: number; readonly rx: number; readonly ry: number; readonly fill: Colour; readonly opacity: number };

export interface Scene {
  readonly width: number;
  readonly height: number;
  readonly background: Rgb;
  readonly shapes: readonly Shape[];
}

/** CSS `hsl(h s% l%)` as 0–255 RGB. */
export function hslToRgb(h: number, s: number, l: number): Rgb {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

function inside(shape: Shape, x: number, y: number): boolean {
  if (shape.kind === 'ellipse') {
    const dx = (x - shape.cx) / shape.rx;
    const dy = (y - shape.cy) / shape.ry;
    return dx * dx + dy * dy <= 1;
  }
  if (x < shape.x || y < shape.y || x > shape.x + shape.width || y > shape.y + shape.height) return false;
  // The rounded corners: outside the corner's circle is outside.
  const r = shape.radius;
  const cx = Math.min(Math.max(x, shape.x + r), shape.x + shape.width - r);
  const cy = Math.min(Math.max(y, shape.y + r), shape.y + shape.height - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

const SAMPLES = 4;

/** The colour at a point: the background, then each shape that covers it, painted in order. */
function colourAt(scene: Scene, x: number, y: number, out: number[]): void {
  let r = scene.background[0];
  let g = scene.background[1];
  let b = scene.background[2];
  for (const shape of scene.shapes) {
    if (!inside(shape, x, y)) continue;
    const o = shape.opacity;
    r = r * (1 - o) + shape.fill[0] * o;
    g = g * (1 - o) + shape.fill[1] * o;
    b = b * (1 - o) + shape.fill[2] * o;
  }
  out[0] = r;
  out[1] = g;
  out[2] = b;
}

/**
 * The scene's pixels, row by row, RGB. A pixel is sampled at its centre; one at the edge of a shape
 * (a neighbour's centre is covered by other shapes) is sampled SAMPLES×SAMPLES times and averaged.
 */
function rasterize(scene: Scene): Uint8Array {
  const { width, height } = scene;
  // Which shapes cover each pixel's centre, one bit per shape.
  const covers = new Uint32Array(width * height);
  for (let py = 0; py < height; py += 1) {
    for (let px = 0; px < width; px += 1) {
      let bits = 0;
      for (let index = 0; index < scene.shapes.length; index += 1) {
        if (inside(scene.shapes[index] as Shape, px + 0.5, py + 0.5)) bits |= 1 << index;
      }
      covers[py * width + px] = bits;
    }
  }
  const pixels = new Uint8Array(width * height * 3);
  const colour = [0, 0, 0];
  const sum = [0, 0, 0];
  for (let py = 0; py < height; py += 1) {
    for (let px = 0; px < width; px += 1) {
      const bits = covers[py * width + px];
      let edge = false;
      for (let dy = -1; dy <= 1 && !edge; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const nx = px + dx;
          const ny = py + dy;
          if (nx >= 0 && ny >= 0 && nx < width && ny < height && covers[ny * width + nx] !== bits) {
            edge = true;
            break;
          }
        }
      }
      if (edge) {
        sum[0] = sum[1] = sum[2] = 0;
        for (let sy = 0; sy < SAMPLES; sy += 1) {
          for (let sx = 0; sx < SAMPLES; sx += 1) {
            colourAt(scene, px + (sx + 0.5) / SAMPLES, py + (sy + 0.5) / SAMPLES, colour);
            for (let c = 0; c < 3; c += 1) sum[c] = (sum[c] ?? 0) + (colour[c] ?? 0);
          }
        }
        for (let c = 0; c < 3; c += 1) colour[c] = (sum[c] ?? 0) / (SAMPLES * SAMPLES);
      } else {
        colourAt(scene, px + 0.5, py + 0.5, colour);
      }
      const at = (py * width + px) * 3;
      for (let c = 0; c < 3; c += 1) pixels[at + c] = Math.round(colour[c] ?? 0);
    }
  }
  return pixels;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, tail]);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The scene as a PNG file (8-bit RGB, no filtering, deflated). */
export function encodePng(scene: Scene): Uint8Array<ArrayBuffer> {
  const { width, height } = scene;
  const pixels = rasterize(scene);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    // Each row: filter type 0 (none), then its pixels.
    rows.set(pixels.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return new Uint8Array(Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', new Uint8Array(0))]));
}
