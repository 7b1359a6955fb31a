// The part of PDFKit 0.20's API this shop uses (the package ships no types).
declare module 'pdfkit' {
  export interface PDFStructureElement {
    add(child: PDFStructureElement | (() => void)): PDFStructureElement;
    end(): void;
  }
  export interface TextOptions {
    width?: number;
    height?: number;
    align?: 'left' | 'center' | 'right' | 'justify';
    lineGap?: number;
    continued?: boolean;
    lineBreak?: boolean;
    link?: string;
    underline?: boolean;
  }
  export interface DocumentOptions {
    size?: string | [number, number];
    margins?: {top: number; bottom: number; left: number; right: number};
    pdfVersion?: '1.3' | '1.4' | '1.5' | '1.6' | '1.7' | '1.7ext3';
    tagged?: boolean;
    lang?: string;
    displayTitle?: boolean;
    autoFirstPage?: boolean;
    bufferPages?: boolean;
    info?: {Title?: string; Author?: string; Subject?: string; Keywords?: string; Creator?: string; Producer?: string; CreationDate?: Date};
    font?: string;
  }
  export default class PDFDocument {
    constructor(options?: DocumentOptions);
    page: {width: number; height: number; margins: {top: number; bottom: number; left: number; right: number}};
    x: number;
    y: number;
    font(name: string): this;
    fontSize(size: number): this;
    fillColor(color: string): this;
    strokeColor(color: string): this;
    lineWidth(width: number): this;
    text(text: string, x?: number, y?: number, options?: TextOptions): this;
    text(text: string, options?: TextOptions): this;
    heightOfString(text: string, options?: TextOptions): number;
    widthOfString(text: string, options?: TextOptions): number;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    rect(x: number, y: number, w: number, h: number): this;
    circle(x: number, y: number, r: number): this;
    polygon(...points: [number, number][]): this;
    dash(length: number, options?: {space?: number}): this;
    undash(): this;
    stroke(): this;
    fill(color?: string): this;
    fillAndStroke(fill?: string, stroke?: string): this;
    save(): this;
    restore(): this;
    addPage(options?: DocumentOptions): this;
    struct(type: string, children: () => void): PDFStructureElement;
    struct(type: string, options?: {alt?: string; actual?: string; lang?: string; title?: string; scope?: 'Row' | 'Column' | 'Both'}, children?: (() => void) | (() => void)[]): PDFStructureElement;
    addStructure(element: PDFStructureElement): this;
    markContent(tag: string, options?: {type?: string}): this;
    endMarkedContent(): this;
    end(): void;
    on(event: 'data', listener: (chunk: Uint8Array) => void): this;
    on(event: 'end', listener: () => void): this;
    on(event: 'error', listener: (error: unknown) => void): this;
  }
  export function registerStdFonts(...fonts: unknown[]): void;
}
declare module 'pdfkit/standard-fonts/Helvetica' {
  const font: unknown;
  export default font;
}
declare module 'pdfkit/standard-fonts/HelveticaBold' {
  const font: unknown;
  export default font;
}
