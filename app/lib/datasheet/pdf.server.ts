// A product's datasheet as a tagged PDF, drawn in the worker (app/lib/pdf/tagged-pdf.server.ts).

import {SHOP} from '../constants.ts';
import {INK, MUTED, TaggedPdf, pdfText} from '../pdf/tagged-pdf.server.ts';
import type {Datasheet} from './datasheet.ts';
import {DRAWING_HEIGHT, type Shape, drawingShapes} from './drawing.ts';
import {SELLER_ADDRESS} from '../devis/document.ts';

function drawShape(pdf: TaggedPdf, shape: Shape, x0: number, y0: number): void {
  const doc = pdf.doc;
  doc.strokeColor(INK).lineWidth(0.8);
  switch (shape.kind) {
    case 'rect':
      doc.rect(x0 + shape.x, y0 + shape.y, shape.w, shape.h).fillAndStroke(shape.fill, INK);
      break;
    case 'circle':
      doc.circle(x0 + shape.cx, y0 + shape.cy, shape.r).fillAndStroke('#ffffff', INK);
      break;
    case 'line':
      if (shape.dashed) doc.dash(4, {space: 3});
      doc.lineWidth(0.5).moveTo(x0 + shape.x1, y0 + shape.y1).lineTo(x0 + shape.x2, y0 + shape.y2).stroke();
      doc.undash();
      break;
    case 'dimension': {
      const y = y0 + shape.y;
      const a = x0 + shape.x1;
      const b = x0 + shape.x2;
      doc.lineWidth(0.6).moveTo(a, y).lineTo(b, y).stroke();
      doc.polygon([a, y], [a + 6, y - 2.5], [a + 6, y + 2.5]).fill(INK);
      doc.polygon([b, y], [b - 6, y - 2.5], [b - 6, y + 2.5]).fill(INK);
      doc.font('Helvetica').fontSize(8).fillColor(INK).text(pdfText(shape.label), a, y0 + shape.from - 10, {width: b - a, align: 'center', lineBreak: false});
      break;
    }
  }
}

export async function datasheetPdf(sheet: Datasheet, origin: string): Promise<Uint8Array> {
  const pdf = new TaggedPdf({title: `Fiche technique – ${sheet.title}`, subject: `Fiche technique ${sheet.reference}`, author: SHOP.legalName});
  const {doc, left, width} = pdf;
  pdf.block('P', `${SHOP.name} · Fiche technique`, {size: 9, color: MUTED, gap: 2});
  pdf.block('H1', sheet.title, {size: 17, bold: true, gap: 2});
  pdf.block('P', [`Référence ${sheet.reference}`, sheet.variantTitle, sheet.kind].filter(Boolean).join(' · '), {size: 10, gap: 12});

  if (sheet.drawing && sheet.drawingText) {
    pdf.block('H2', 'Dessin coté', {size: 11, bold: true});
    pdf.ensure(DRAWING_HEIGHT + 20);
    const y0 = doc.y;
    const shapes = drawingShapes(sheet.drawing, width);
    // One Figure with its alternative text (the figures in words); its strokes and labels inside it.
    pdf.figure(sheet.drawingText, () => {
      for (const shape of shapes) drawShape(pdf, shape, left, y0);
    });
    doc.y = y0 + DRAWING_HEIGHT;
    pdf.block('P', sheet.drawingText, {size: 8, color: MUTED, gap: 12});
  }

  for (const section of sheet.sections) {
    pdf.ensure(40);
    pdf.block('H2', section.title, {size: 11, bold: true});
    pdf.table(
      [
        {header: 'Caractéristique', width: width * 0.45},
        {header: 'Valeur', width: width * 0.55},
      ],
      section.rows.map((row) => [row.label, row.value]),
      {size: 9},
    );
  }

  if (sheet.mounting.length > 0) {
    pdf.ensure(60);
    pdf.block('H2', 'Conseils de montage', {size: 11, bold: true});
    const list = doc.struct('L');
    pdf.root.add(list);
    for (const advice of sheet.mounting) {
      const height = pdf.measure(advice, width - 14, 9);
      pdf.ensure(height + 4);
      const y = doc.y;
      const item = doc.struct('LI');
      list.add(item);
      item.add(doc.struct('Lbl', () => doc.font('Helvetica').fontSize(9).fillColor(INK).text('•', left, y, {width: 10})));
      item.add(doc.struct('LBody', () => doc.font('Helvetica').fontSize(9).text(pdfText(advice), left + 14, y, {width: width - 14})));
      item.end();
      doc.y = y + height + 4;
    }
    list.end();
  }

  doc.y += 10;
  pdf.ensure(30);
  pdf.rule();
  doc.y += 4;
  pdf.block('P', `${SHOP.legalName} · ${SELLER_ADDRESS} · ${SHOP.phone} · ${SHOP.email} · ${origin}/products/${sheet.handle}. Données indicatives, à vérifier pour votre application.`, {size: 7.5, color: MUTED});
  return pdf.bytes();
}
