// A small layer over PDFKit (docs/decisions/047-devis-from-the-cart.md) for the shop's
// documents: A4, French, tagged (a structure tree of headings, paragraphs, tables and
// figures with their text alternative, so a screen reader reads the text and the text can
// be copied), decoration marked as artifacts. Runs in the worker: PDFKit's browser build
// has no file system and no Node stream; the two standard fonts used are imported as data.

import PDFDocument, * as pdfkit from 'pdfkit';
import Helvetica from 'pdfkit/standard-fonts/Helvetica';
import HelveticaBold from 'pdfkit/standard-fonts/HelveticaBold';

// The browser build (the worker's) has the fonts registered by the caller; the Node build
// (unit tests) loads them itself and has no such function.
const register = (pdfkit as {registerStdFonts?: (...fonts: unknown[]) => void}).registerStdFonts;
register?.(Helvetica, HelveticaBold);

export const FONT = 'Helvetica';
export const FONT_BOLD = 'Helvetica-Bold';
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
export const INK = '#17212b';
export const MUTED = '#52606d';
export const LINE = '#c5ccd3';

/**
 * The standard fonts speak WinAnsi: French letters, €, «», ’, Ø, × and ° are in it; the
 * narrow no-break space of fr-FR numbers and the minus sign are not: the space becomes a
 * no-break space, the minus the en dash (« –5 % », a glyph the font has, where a hyphen
 * reads as a typo). Emoji and their joiners are dropped with the space they leave (no
 * hole in « Atelier 🔧 Dupont »); any other character outside WinAnsi prints as « ? »,
 * so that a name the font cannot show is visibly incomplete rather than silently changed.
 */
export function pdfText(text: string): string {
  return text
    .replace(/[\u202f\u2007]/g, '\u00a0')
    .replace(/[\u2009\u200a]/g, ' ')
    .replace(/\u2212/g, '\u2013')
    .replace(/[\u2010\u2011]/g, '-')
    .replace(/\s*(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u200d|\ufe0e|\ufe0f|\u20e3)+\s*/gu, (match, offset: number, whole: string) =>
      offset === 0 || offset + match.length === whole.length || !/\s/.test(match) ? '' : ' ',
    )
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- the WinAnsi range starts at U+0000
    .replace(/[^\u0000-\u00ff\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2020\u2021\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]/gu, '?');
}

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

export class TaggedPdf {
  readonly doc: PDFDocument;
  readonly root;
  readonly left = MARGIN;
  readonly width = A4[0] - 2 * MARGIN;
  readonly bottom = A4[1] - MARGIN;
  private readonly chunks: Uint8Array[] = [];
  private readonly done: Promise<void>;

  constructor(info: {title: string; subject: string; author: string}) {
    this.doc = new PDFDocument({
      size: A4,
      margins: {top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN},
      pdfVersion: '1.7',
      tagged: true,
      lang: 'fr-FR',
      displayTitle: true,
      font: FONT,
      info: {Title: pdfText(info.title), Subject: pdfText(info.subject), Author: pdfText(info.author), Creator: pdfText(info.author)},
    });
    this.done = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk) => this.chunks.push(chunk));
      this.doc.on('end', () => resolve());
      this.doc.on('error', reject);
    });
    this.root = this.doc.struct('Document');
    this.doc.addStructure(this.root);
    this.doc.fillColor(INK);
  }

  get y(): number {
    return this.doc.y;
  }

  set y(value: number) {
    this.doc.y = value;
  }

  /** A new page when fewer than `height` points are left. */
  ensure(height: number): void {
    if (this.doc.y + height > this.bottom) {
      this.doc.addPage();
      this.doc.y = MARGIN;
    }
  }

  /** Drawing that carries no meaning (rules, frames): left out of what is read aloud. */
  artifact(draw: () => void): void {
    this.doc.markContent('Artifact', {type: 'Layout'});
    draw();
    this.doc.endMarkedContent();
  }

  /** A tagged run of text (P, H1, H2, Lbl…) at the given place; returns its height. */
  text(tag: string, text: string, x: number, y: number, options: {width: number; size?: number; bold?: boolean; align?: 'left' | 'right' | 'center'; color?: string}): number {
    const doc = this.doc;
    const content = pdfText(text);
    doc.font(options.bold ? FONT_BOLD : FONT).fontSize(options.size ?? 9.5).fillColor(options.color ?? INK);
    const height = doc.heightOfString(content, {width: options.width, align: options.align});
    this.root.add(doc.struct(tag, () => doc.text(content, x, y, {width: options.width, align: options.align})));
    doc.fillColor(INK);
    return height;
  }

  /** A block of text at the current position, full width or given; moves down past it. */
  block(tag: string, text: string, options: {size?: number; bold?: boolean; color?: string; gap?: number; width?: number; x?: number} = {}): void {
    const height = this.measure(text, options.width ?? this.width, options.size, options.bold);
    this.ensure(height);
    const y = this.doc.y;
    this.text(tag, text, options.x ?? this.left, y, {width: options.width ?? this.width, size: options.size, bold: options.bold, color: options.color});
    this.doc.y = y + height + (options.gap ?? 4);
  }

  measure(text: string, width: number, size = 9.5, bold = false): number {
    this.doc.font(bold ? FONT_BOLD : FONT).fontSize(size);
    return this.doc.heightOfString(pdfText(text), {width});
  }

  rule(y = this.doc.y, color = LINE): void {
    this.artifact(() => this.doc.strokeColor(color).lineWidth(0.6).moveTo(this.left, y).lineTo(this.left + this.width, y).stroke());
  }

  /**
   * A table with a header row (TH, column scope) and body rows (TD); cells wrap; a row that
   * does not fit starts a new page, where the header is drawn again as decoration.
   */
  table(columns: readonly Column[], rows: readonly (readonly string[])[], options: {size?: number; boldRows?: ReadonlySet<number>} = {}): void {
    const doc = this.doc;
    const size = options.size ?? 8.5;
    const pad = 3;
    const table = doc.struct('Table');
    this.root.add(table);
    const xs: number[] = [];
    columns.reduce((x, column) => (xs.push(x), x + column.width), this.left);
    const height = (cells: readonly string[], bold: boolean) =>
      Math.max(...cells.map((cell, index) => this.measure(cell, columns[index].width - 2 * pad, size, bold))) + 2 * pad;

    const drawHeader = (tagged: boolean) => {
      const cells = columns.map((column) => column.header);
      const h = height(cells, true);
      this.ensure(h + 14);
      const y = doc.y;
      this.artifact(() => doc.rect(this.left, y, this.width, h).fill('#e9eef3'));
      doc.fillColor(INK);
      const draw = (index: number) => () =>
        doc.font(FONT_BOLD).fontSize(size).text(pdfText(cells[index]), xs[index] + pad, y + pad, {width: columns[index].width - 2 * pad, align: columns[index].align});
      if (tagged) {
        const tr = doc.struct('TR');
        table.add(tr);
        columns.forEach((_, index) => tr.add(doc.struct('TH', {scope: 'Column'}, draw(index))));
        tr.end();
      } else {
        this.artifact(() => columns.forEach((_, index) => draw(index)()));
      }
      doc.y = y + h;
    };

    drawHeader(true);
    rows.forEach((cells, rowIndex) => {
      const bold = options.boldRows?.has(rowIndex) ?? false;
      const h = height(cells, bold);
      if (doc.y + h > this.bottom) {
        doc.addPage();
        doc.y = MARGIN;
        drawHeader(false);
      }
      const y = doc.y;
      const tr = doc.struct('TR');
      table.add(tr);
      cells.forEach((cell, index) =>
        tr.add(
          doc.struct('TD', () =>
            doc.font(bold ? FONT_BOLD : FONT).fontSize(size).fillColor(INK).text(pdfText(cell), xs[index] + pad, y + pad, {width: columns[index].width - 2 * pad, align: columns[index].align}),
          ),
        ),
      );
      tr.end();
      this.rule(y + h);
      doc.y = y + h;
    });
    table.end();
    doc.y += 8;
  }

  /** A drawing with its text alternative (Figure + Alt): the figures in it are in the alternative too. */
  figure(alt: string, draw: () => void): void {
    this.root.add(this.doc.struct('Figure', {alt: pdfText(alt)}, draw));
  }

  async bytes(): Promise<Uint8Array> {
    this.root.end();
    this.doc.end();
    await this.done;
    const length = this.chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
    const bytes = new Uint8Array(length);
    let offset = 0;
    for (const chunk of this.chunks) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
    return bytes;
  }
}

/** The answer of a PDF route: inline (opens in the browser's viewer), named, never cached by a shared cache. */
export function pdfResponse(bytes: Uint8Array, filename: string, cache = 'private, no-store'): Response {
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '-')}"`,
      'Cache-Control': cache,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
