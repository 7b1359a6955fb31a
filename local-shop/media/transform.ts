// Image transforms as Shopify gives them: `Image.url(transform:)` (Storefront API,
// ImageTransformInput) turns into the CDN's query parameters (`width`, `height`, `crop`,
// `format`), the same ones Hydrogen's Image loader appends; the image server reads them
// back. Pure: no pixels here (media/encode.ts does the work).

import {ApiError} from '../graphql/errors.ts';

/** Shopify's limit for maxWidth and maxHeight (and for the CDN's width and height). */
export const MAX_DIMENSION = 5760;

export type Crop = 'center' | 'top' | 'bottom' | 'left' | 'right';
export type Format = 'jpg' | 'png' | 'webp';

const CROPS: readonly Crop[] = ['center', 'top', 'bottom', 'left', 'right'];
const FORMATS: Record<string, Format> = {jpg: 'jpg', jpeg: 'jpg', pjpg: 'jpg', png: 'png', webp: 'webp'};

export interface TransformInput {
  maxWidth?: number | null;
  maxHeight?: number | null;
  crop?: string | null;
  scale?: number | null;
  preferredContentType?: string | null;
}

/** What the CDN is asked for: the box to fit in, the crop, the format. */
export interface TransformRequest {
  width?: number;
  height?: number;
  crop?: Crop;
  format?: Format;
}

function checkDimension(name: string, value: number | null | undefined): void {
  if (value === null || value === undefined) return;
  if (value < 1 || value > MAX_DIMENSION) {
    throw new ApiError(`Invalid value for ${name}: must be between 1 and ${MAX_DIMENSION}`, 'INVALID_ARGUMENT', {argumentName: name});
  }
}

/**
 * ImageTransformInput → the CDN request. maxWidth and maxHeight are 1..5760, scale 1..3
 * (out of range: an error on the field, as the reference states the ranges); scale
 * multiplies both sizes; crop applies only when both sizes are given (the reference: it
 * must be used with maxWidth and/or maxHeight; with one size it changes nothing, best
 * effort). REGION needs a crop region this version's input does not have: ignored.
 */
export function transformRequest(input: TransformInput | null | undefined): TransformRequest {
  if (!input) return {};
  checkDimension('maxWidth', input.maxWidth);
  checkDimension('maxHeight', input.maxHeight);
  const scale = input.scale ?? 1;
  if (scale < 1 || scale > 3) {
    throw new ApiError('Invalid value for scale: must be within 1..3', 'INVALID_ARGUMENT', {argumentName: 'scale'});
  }
  const request: TransformRequest = {};
  if (input.maxWidth) request.width = Math.min(input.maxWidth * scale, MAX_DIMENSION);
  if (input.maxHeight) request.height = Math.min(input.maxHeight * scale, MAX_DIMENSION);
  const crop = input.crop?.toLowerCase();
  if (crop && CROPS.includes(crop as Crop) && request.width && request.height) request.crop = crop as Crop;
  const format = input.preferredContentType ? FORMATS[input.preferredContentType.toLowerCase()] : undefined;
  if (format) request.format = format;
  return request;
}

/** The query string the CDN reads (empty when nothing is asked). */
export function transformQuery(request: TransformRequest): string {
  const params = new URLSearchParams();
  if (request.width) params.set('width', String(request.width));
  if (request.height) params.set('height', String(request.height));
  if (request.crop) params.set('crop', request.crop);
  if (request.format) params.set('format', request.format);
  return params.toString();
}

/** An image address with a transform: the original's `?v=` kept, the CDN's parameters added. */
export function transformedUrl(url: string, input: TransformInput | null | undefined): string {
  const query = transformQuery(transformRequest(input));
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/**
 * The CDN's query parameters → a request, or a French message for a value it refuses.
 * A parameter given twice (Hydrogen's loader appends to an address that already has one)
 * counts with its last value; parameters it does not know are ignored, as a CDN does.
 */
export function parseTransformQuery(params: URLSearchParams): TransformRequest | {error: string} {
  const last = (name: string) => {
    const values = params.getAll(name);
    return values.length ? values[values.length - 1] : undefined;
  };
  const request: TransformRequest = {};
  for (const name of ['width', 'height'] as const) {
    const text = last(name);
    if (text === undefined || text === '') continue;
    const value = Number(text);
    if (!/^\d{1,5}$/.test(text) || value < 1 || value > MAX_DIMENSION) {
      return {error: `Paramètre « ${name} » invalide : un entier de 1 à ${MAX_DIMENSION} est attendu.`};
    }
    request[name] = value;
  }
  const crop = last('crop');
  if (crop) {
    if (!CROPS.includes(crop as Crop)) return {error: `Paramètre « crop » invalide : ${CROPS.join(', ')} est attendu.`};
    if (request.width && request.height) request.crop = crop as Crop;
  }
  const format = last('format');
  if (format) {
    const known = FORMATS[format];
    if (!known) return {error: 'Paramètre « format » invalide : jpg, pjpg, png ou webp est attendu.'};
    request.format = known;
  }
  return request;
}

export interface Plan {
  /** Size of the picture sent */
  width: number;
  height: number;
  /** Crop of the original (its px) before the resize, when a crop is asked */
  extract?: {left: number; top: number; width: number; height: number};
}

/**
 * The picture's size for a request, never larger than the original (Shopify never
 * enlarges). Without crop the picture fits in the box, keeping its proportions; with a
 * crop it has the box's proportions exactly, the original cut on the side the crop names
 * (LEFT keeps the left part), at most the original's size.
 */
export function plan(original: {width: number; height: number}, request: TransformRequest): Plan {
  const {width: W, height: H} = original;
  if (request.crop && request.width && request.height) {
    const ratio = request.width / request.height;
    // The largest box of that ratio inside the original, then reduced to the request.
    let cropWidth = W;
    let cropHeight = Math.round(W / ratio);
    if (cropHeight > H) {
      cropHeight = H;
      cropWidth = Math.round(H * ratio);
    }
    const factor = Math.min(1, request.width / cropWidth);
    const width = Math.max(1, Math.round(cropWidth * factor));
    const height = Math.max(1, Math.round(cropHeight * factor));
    const spareX = W - cropWidth;
    const spareY = H - cropHeight;
    const left = request.crop === 'left' ? 0 : request.crop === 'right' ? spareX : Math.floor(spareX / 2);
    const top = request.crop === 'top' ? 0 : request.crop === 'bottom' ? spareY : Math.floor(spareY / 2);
    return {width, height, extract: {left, top, width: cropWidth, height: cropHeight}};
  }
  const factor = Math.min(1, request.width ? request.width / W : 1, request.height ? request.height / H : 1);
  return {width: Math.max(1, Math.round(W * factor)), height: Math.max(1, Math.round(H * factor))};
}

export const CONTENT_TYPES: Record<Format, string> = {jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp'};
