// The local shop's image CDN: photographs rendered once (in a worker thread) and kept on
// disk as 2,000 px JPEG originals, by a hash of what they show (so one folder can serve
// every data folder of a checkout: tests start many shops); every size, crop and format asked of them made once
// with sharp and kept on disk and, for the most recent ones, in memory. SVG drawings are
// served as they are unless a raster format is asked (Shopify converts .svg to .png,
// .jpg or .webp). sharp is a development dependency: it is loaded on the first raster
// request, and its absence is answered with a clear message, never a crash.

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {Photo} from './photos.ts';
import {CONTENT_TYPES, type Format, type TransformRequest, plan} from './transform.ts';

/** Bumped when the renderer or the encoder changes what a picture looks like. */
export const RENDER_VERSION = 1;
const JPEG_QUALITY = 82;
const WEBP_QUALITY = 78;
const MEMORY_BYTES = 48 * 1024 * 1024;

type Sharp = typeof import('sharp').default;

export class MediaUnavailable extends Error {}

let sharpModule: Promise<Sharp> | null = null;
function loadSharp(): Promise<Sharp> {
  sharpModule ??= import('sharp').then(
    (module) => module.default,
    (error: unknown) => {
      sharpModule = null;
      throw new MediaUnavailable(`Le module sharp manque (npm ci) : ${(error as Error).message}`);
    },
  );
  return sharpModule;
}

// ---------------------------------------------------------------- render worker

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, {resolve: (pixels: Buffer) => void; reject: (error: Error) => void}>();

function renderWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./render-worker.ts', import.meta.url));
  started.unref();
  started.on('message', ({id, pixels, error}: {id: number; pixels?: ArrayBuffer; error?: string}) => {
    const entry = waiting.get(id);
    waiting.delete(id);
    if (!entry) return;
    if (pixels) entry.resolve(Buffer.from(pixels));
    else entry.reject(new Error(error ?? 'rendu impossible'));
  });
  started.on('exit', () => {
    worker = null;
    for (const [id, entry] of waiting) {
      waiting.delete(id);
      entry.reject(new Error('Le fil de rendu des photos s’est arrêté.'));
    }
  });
  worker = started;
  return started;
}

function renderPixels(photo: Photo): Promise<Buffer> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, {resolve, reject});
    renderWorker().postMessage({id, scene: photo.scene});
  });
}

// ---------------------------------------------------------------- the service

export interface Served {
  body: Buffer;
  contentType: string;
  /** The format was chosen from the request's Accept header */
  negotiated: boolean;
}

function digest(value: unknown): string {
  return crypto.createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 32);
}

export class MediaService {
  readonly dir: string;
  #originals = new Map<string, Promise<Buffer>>();
  #variants = new Map<string, Promise<Buffer>>();
  #memory = new Map<string, Buffer>();
  #memoryBytes = 0;

  constructor(dir: string) {
    this.dir = dir;
  }

  /** What a photograph's picture depends on: its scene, its overlay, the renderer's version. */
  photoKey(photo: Photo): string {
    return digest({scene: photo.scene, overlay: photo.overlay, v: RENDER_VERSION});
  }

  /** A photograph's 2,000 px JPEG original: from disk, or rendered once (concurrent asks share it). */
  original(photo: Photo): Promise<Buffer> {
    const key = this.photoKey(photo);
    let pending = this.#originals.get(key);
    if (!pending) {
      pending = this.#disk(`originals/${key}.jpg`, async () => {
        const sharp = await loadSharp();
        const pixels = await renderPixels(photo);
        const raw = {width: photo.scene.width, height: photo.scene.height, channels: 3 as const};
        const enlarged = await sharp(pixels, {raw}).resize(photo.width, photo.height, {kernel: 'lanczos3'}).raw().toBuffer();
        return sharp(enlarged, {raw: {width: photo.width, height: photo.height, channels: 3}})
          .composite([{input: Buffer.from(photo.overlay)}])
          .jpeg({quality: 88, chromaSubsampling: '4:4:4'})
          .toBuffer();
      });
      this.#originals.set(key, pending);
      pending.catch(() => this.#originals.delete(key));
    }
    return pending;
  }

  /**
   * A raster original transformed (`source.key` names its content: the cache is shared by
   * every shop that uses the same folder): resized (never enlarged), cropped, encoded as asked,
   * else as WebP when the browser accepts it, else as the original's JPEG.
   */
  async raster(
    source: {key: string; size: {width: number; height: number}; load: () => Promise<Buffer>},
    request: TransformRequest,
    accept: string,
  ): Promise<Served> {
    const negotiated = !request.format;
    const format: Format = request.format ?? (/image\/webp/.test(accept) ? 'webp' : 'jpg');
    const target = plan(source.size, request);
    const unchanged = format === 'jpg' && !target.extract && target.width === source.size.width && target.height === source.size.height;
    if (unchanged) return {body: await source.load(), contentType: CONTENT_TYPES.jpg, negotiated};
    const key = digest({source: source.key, target, format, v: RENDER_VERSION});
    const body = await this.#variant(key, format, async () => {
      const sharp = await loadSharp();
      return encode(fitted(sharp(await source.load()), target, request.crop), format);
    });
    return {body, contentType: CONTENT_TYPES[format], negotiated};
  }

  /** An SVG drawing rasterised at the size asked (Shopify's .svg → .png, .jpg or .webp). */
  async svg(source: {size: {width: number; height: number}; svg: string}, request: TransformRequest & {format: Format}): Promise<Served> {
    // A vector scales: the drawing may be rasterised up to MAX_SVG_RASTER px wide.
    const master = {width: MAX_SVG_RASTER, height: Math.round((MAX_SVG_RASTER * source.size.height) / source.size.width)};
    const target = plan(master, request.width || request.height ? request : {width: source.size.width});
    const key = digest({source: digest(source.svg), target, crop: request.crop, format: request.format, v: RENDER_VERSION});
    const body = await this.#variant(key, request.format, async () => {
      const sharp = await loadSharp();
      const svg = Buffer.from(source.svg);
      const own = await sharp(svg).metadata();
      const factor = Math.max(target.width / (own.width ?? target.width), target.height / (own.height ?? target.height));
      const image = sharp(svg, {density: Math.min(2400, Math.ceil(72 * factor * 1.02))}).flatten({background: '#ffffff'});
      return encode(fitted(image, target, request.crop), request.format);
    });
    return {body, contentType: CONTENT_TYPES[request.format], negotiated: false};
  }

  #variant(key: string, format: Format, make: () => Promise<Buffer>): Promise<Buffer> {
    const remembered = this.#memory.get(key);
    if (remembered) {
      // Most recently used last.
      this.#memory.delete(key);
      this.#memory.set(key, remembered);
      return Promise.resolve(remembered);
    }
    let pending = this.#variants.get(key);
    if (!pending) {
      pending = this.#disk(`variants/${key.slice(0, 2)}/${key}.${format}`, make).then((body) => {
        this.#remember(key, body);
        return body;
      });
      this.#variants.set(key, pending);
      const forget = () => this.#variants.delete(key);
      pending.then(forget, forget);
    }
    return pending;
  }

  #remember(key: string, body: Buffer): void {
    if (body.length > MEMORY_BYTES / 8) return;
    this.#memory.set(key, body);
    this.#memoryBytes += body.length;
    for (const [oldest, value] of this.#memory) {
      if (this.#memoryBytes <= MEMORY_BYTES) break;
      this.#memory.delete(oldest);
      this.#memoryBytes -= value.length;
    }
  }

  async #disk(relative: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const file = path.join(this.dir, relative);
    try {
      return await fs.promises.readFile(file);
    } catch {
      const body = await make();
      await fs.promises.mkdir(path.dirname(file), {recursive: true});
      // Written aside then renamed: a reader never sees half a file.
      const temporary = `${file}.${process.pid}.${crypto.randomUUID()}.tmp`;
      await fs.promises.writeFile(temporary, body);
      await fs.promises.rename(temporary, file);
      return body;
    }
  }
}

/** The drawings' SVGs are rasterised from a 1,600 px master at most. */
const MAX_SVG_RASTER = 1600;

/** Resized to the plan's size: cut on the side the crop names, else the whole picture fitted. */
function fitted(image: import('sharp').Sharp, target: {width: number; height: number}, crop: TransformRequest['crop']): import('sharp').Sharp {
  const position = crop === 'center' || !crop ? 'centre' : crop;
  return image.resize(target.width, target.height, {fit: crop ? 'cover' : 'fill', position, kernel: 'lanczos3'});
}

function encode(image: import('sharp').Sharp, format: Format): Promise<Buffer> {
  if (format === 'webp') return image.webp({quality: WEBP_QUALITY}).toBuffer();
  if (format === 'png') return image.png({compressionLevel: 7}).toBuffer();
  return image.jpeg({quality: JPEG_QUALITY, progressive: true}).toBuffer();
}
