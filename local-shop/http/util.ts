// Small HTTP helpers: bounded body reading, JSON and HTML answers with security headers.

import crypto from 'node:crypto';
import type {IncomingMessage, ServerResponse} from 'node:http';
import {cleanText} from '../shared-rules.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

export class HttpError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * Most of an oversized body still read (and dropped) before answering 413: a client still
 * sending when the answer comes gets its connection reset and never sees the answer.
 */
export const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

/** Reads the whole body, refusing more than `limit` bytes (413) without buffering them. */
export function readBody(request: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length']);
    let tooLarge = Number.isFinite(declared) && declared > limit;
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (error: Error | null) => {
      if (settled) return;
      settled = true;
      if (error) reject(error);
      else resolve(Buffer.concat(chunks));
    };
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (!tooLarge && size > limit) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
      else {
        chunks.length = 0;
        // Past this, answering now is better than reading on.
        if (size > DRAIN_LIMIT_BYTES) settle(new HttpError(413, 'Request body too large'));
      }
    });
    request.on('end', () => settle(tooLarge ? new HttpError(413, 'Request body too large') : null));
    request.on('error', (error) => settle(error));
    request.on('close', () => settle(new HttpError(400, 'Request body incomplete')));
  });
}

/** A request header's first value, trimmed; '' when absent. */
export function header(request: IncomingMessage, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : (value ?? '')).trim();
}

/** The request's media type, without its parameters: 'application/json'. */
export function mediaType(request: IncomingMessage): string {
  return header(request, 'content-type').split(';')[0].trim().toLowerCase();
}

/**
 * The fields of an HTML form post (application/x-www-form-urlencoded) of at most `limit`
 * bytes, without control characters. Throws an HttpError: 415 for another content type (the body is drained), 413
 * when too large.
 */
export async function readForm(request: IncomingMessage, limit: number): Promise<URLSearchParams> {
  if (mediaType(request) !== 'application/x-www-form-urlencoded') {
    request.resume();
    throw new HttpError(415, 'Formulaire attendu');
  }
  // Part of the input layer (input.ts): no control character or direction override gets in.
  const clean = new URLSearchParams();
  for (const [name, value] of new URLSearchParams((await readBody(request, limit)).toString('utf8'))) clean.append(cleanText(name), cleanText(value));
  return clean;
}

export const BASE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    ...BASE_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

/** 405 in JSON, with the methods the address takes. */
export function methodNotAllowedJson({response}: {response: ServerResponse}, allowed: readonly string[]): void {
  sendJson(response, 405, {error: 'Méthode non autorisée'}, {Allow: allowed.join(', ')});
}

export function newNonce(): string {
  return crypto.randomBytes(16).toString('base64');
}

/** HTML with a strict CSP: only the page's own nonce-tagged <style> (and script) run. */
export function sendHtml(
  response: ServerResponse,
  status: number,
  html: string,
  nonce: string,
  headers: Record<string, string> = {},
  formTargets: string[] = [],
): void {
  response.writeHead(status, {
    ...BASE_HEADERS,
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': [
      "default-src 'none'",
      `style-src 'nonce-${nonce}'`,
      `script-src 'nonce-${nonce}'`,
      "img-src 'self' data:",
      // A form may land on another origin after a redirect (the storefront's confirmation).
      ["form-action 'self'", ...formTargets].join(' '),
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
    'X-Frame-Options': 'DENY',
    'Content-Length': Buffer.byteLength(html),
    ...headers,
  });
  response.end(html);
}

export function redirect(response: ServerResponse, status: 302 | 303, location: string): void {
  response.writeHead(status, {...BASE_HEADERS, Location: location, 'Cache-Control': 'no-store', 'Content-Length': 0});
  response.end();
}

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A tagged template that escapes every interpolation unless it is already `Html`. */
export class Html {
  readonly text: string;

  constructor(text: string) {
    this.text = text;
  }

  toString(): string {
    return this.text;
  }
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0];
  values.forEach((value, i) => {
    out += render(value) + strings[i + 1];
  });
  return new Html(out);
}

function render(value: unknown): string {
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(value);
}

export function raw(text: string): Html {
  return new Html(text);
}
