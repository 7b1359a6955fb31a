// The devis as a tagged PDF, drawn in the worker (app/lib/pdf/tagged-pdf.server.ts).

import {SHOP} from '../constants.ts';
import {type Column, INK, LINE, MUTED, TaggedPdf, pdfText} from '../pdf/tagged-pdf.server.ts';
import {
  ACCEPTANCE,
  LINE_HEADERS,
  PRICES_NOTE,
  type StoredDevis,
  buyerLines,
  conditions,
  devisDates,
  devisPath,
  legalMentions,
  lineCells,
  sellerLines,
  totalRows,
} from './document.ts';

export async function devisPdf(devis: StoredDevis, origin: string): Promise<Uint8Array> {
  const pdf = new TaggedPdf({title: `Devis ${devis.number}`, subject: `Devis ${devis.number} – ${devis.buyer.company}`, author: SHOP.legalName});
  const {doc, left, width} = pdf;
  const dates = devisDates(devis);
  const half = width / 2 - 10;

  // Heading: the seller at left, the quote's number and dates at right.
  const top = doc.y;
  let yLeft = top;
  yLeft += pdf.text('P', SHOP.name, left, yLeft, {width: half, size: 16, bold: true}) + 2;
  for (const line of sellerLines()) yLeft += pdf.text('P', line, left, yLeft, {width: half, size: 8.5, color: MUTED}) + 1;
  let yRight = top;
  yRight += pdf.text('H1', `Devis ${devis.number}`, left + width / 2, yRight, {width: width / 2, size: 16, bold: true, align: 'right'}) + 2;
  yRight += pdf.text('P', `Date : ${dates.issued}`, left + width / 2, yRight, {width: width / 2, align: 'right'}) + 1;
  yRight += pdf.text('P', `Valable jusqu’au ${dates.validUntil}`, left + width / 2, yRight, {width: width / 2, align: 'right', bold: true});
  doc.y = Math.max(yLeft, yRight) + 14;

  // The client.
  const clientTop = doc.y;
  const clientLines = buyerLines(devis.buyer);
  const clientHeight = 20 + clientLines.reduce((sum, line) => sum + pdf.measure(line, half - 16) + 1, 0);
  pdf.artifact(() => doc.strokeColor(LINE).lineWidth(0.8).rect(left + width / 2, clientTop, width / 2, clientHeight).stroke());
  let y = clientTop + 6;
  y += pdf.text('H2', 'Client', left + width / 2 + 8, y, {width: half - 16, size: 10, bold: true}) + 2;
  clientLines.forEach((line, index) => {
    y += pdf.text('P', line, left + width / 2 + 8, y, {width: half - 16, bold: index === 0}) + 1;
  });
  doc.y = clientTop + clientHeight + 16;

  // The lines.
  pdf.block('H2', 'Articles', {size: 11, bold: true});
  const widths = [94, 0, 22, 50, 50, 36, 56, 56];
  widths[1] = width - widths.reduce((sum, w) => sum + w, 0);
  const columns: Column[] = LINE_HEADERS.map((header, index) => ({header, width: widths[index], align: index < 2 ? 'left' : 'right'}));
  pdf.table(columns, devis.lines.map(lineCells), {size: 8});
  pdf.block('P', PRICES_NOTE, {size: 7.5, color: MUTED, gap: 10});

  // Totals, right-aligned.
  const rows = totalRows(devis.totals);
  pdf.ensure(rows.length * 14 + 20);
  pdf.block('H2', 'Totaux', {size: 11, bold: true, x: left + width / 2, width: width / 2});
  const totals = doc.struct('Table');
  pdf.root.add(totals);
  for (const row of rows) {
    const rowY = doc.y;
    const tr = doc.struct('TR');
    totals.add(tr);
    tr.add(doc.struct('TH', {scope: 'Row'}, () => doc.font(row.strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5).fillColor(INK).text(pdfText(row.label), left + width / 2, rowY, {width: width / 2 - 80})));
    tr.add(doc.struct('TD', () => doc.font(row.strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5).text(pdfText(row.amount), left + width - 80, rowY, {width: 80, align: 'right'})));
    tr.end();
    doc.y = rowY + Math.max(pdf.measure(row.label, width / 2 - 80), 12) + 3;
  }
  totals.end();
  doc.y += 10;

  // Conditions.
  for (const condition of conditions(devis, origin)) {
    pdf.ensure(40);
    pdf.block('H2', condition.title, {size: 9.5, bold: true, gap: 1});
    pdf.block('P', condition.text, {size: 8.5, gap: 6});
  }
  pdf.block('P', `Pour commander aux prix de ce devis, ouvrez ce lien : ${origin}${devisPath(devis)}`, {size: 8.5, gap: 10, color: MUTED});

  // « Bon pour accord ».
  pdf.ensure(120);
  const boxTop = doc.y;
  pdf.artifact(() => doc.strokeColor(INK).lineWidth(0.8).rect(left + width / 2, boxTop, width / 2, 100).stroke());
  let boxY = boxTop + 6;
  boxY += pdf.text('H2', ACCEPTANCE.title, left + width / 2 + 8, boxY, {width: width / 2 - 16, size: 11, bold: true}) + 2;
  pdf.text('P', ACCEPTANCE.text, left + width / 2 + 8, boxY, {width: width / 2 - 16, size: 8.5, color: MUTED});
  doc.y = boxTop + 112;

  // Legal mentions.
  pdf.ensure(40);
  pdf.rule();
  doc.y += 4;
  pdf.block('P', legalMentions(), {size: 7.5, color: MUTED});
  return pdf.bytes();
}
