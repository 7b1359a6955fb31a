import {Link} from 'react-router';
import {SHOP} from '~/lib/constants';
import type {Datasheet} from '~/lib/datasheet/datasheet';
import {DRAWING_HEIGHT, type Shape, drawingShapes} from '~/lib/datasheet/drawing';

const WIDTH = 640;

function SvgShape({shape}: {shape: Shape}) {
  switch (shape.kind) {
    case 'rect':
      return <rect x={shape.x} y={shape.y} width={shape.w} height={shape.h} fill={shape.fill} stroke="#17212b" strokeWidth={0.8} />;
    case 'circle':
      return <circle cx={shape.cx} cy={shape.cy} r={shape.r} fill="#fff" stroke="#17212b" strokeWidth={0.8} />;
    case 'line':
      return <line x1={shape.x1} y1={shape.y1} x2={shape.x2} y2={shape.y2} stroke="#17212b" strokeWidth={0.5} strokeDasharray={shape.dashed ? '4 3' : undefined} />;
    case 'dimension':
      return (
        <g>
          <line x1={shape.x1} y1={shape.y} x2={shape.x2} y2={shape.y} stroke="#17212b" strokeWidth={0.6} />
          <polygon points={`${shape.x1},${shape.y} ${shape.x1 + 6},${shape.y - 2.5} ${shape.x1 + 6},${shape.y + 2.5}`} fill="#17212b" />
          <polygon points={`${shape.x2},${shape.y} ${shape.x2 - 6},${shape.y - 2.5} ${shape.x2 - 6},${shape.y + 2.5}`} fill="#17212b" />
          <text x={(shape.x1 + shape.x2) / 2} y={shape.from} textAnchor="middle" fontSize={10} fill="#17212b">
            {shape.label}
          </text>
        </g>
      );
  }
}

/** The datasheet as a page: the same content as its PDF, printable (the buttons are not printed). */
export function DatasheetView({sheet, pdfPath}: {sheet: Datasheet; pdfPath: string}) {
  return (
    <article className="mx-auto max-w-3xl" aria-labelledby="fiche-titre" data-testid="datasheet">
      <p className="text-sm text-slate-600">{SHOP.name} · Fiche technique</p>
      <h1 id="fiche-titre" className="text-2xl font-bold">
        {sheet.title}
      </h1>
      <p className="mt-1">{[`Référence ${sheet.reference}`, sheet.variantTitle, sheet.kind].filter(Boolean).join(' · ')}</p>
      <div className="mt-4 flex flex-wrap gap-3 print:hidden">
        <a href={pdfPath} className="btn-primary">
          Télécharger la fiche technique (PDF)
        </a>
        <button type="button" className="btn-secondary" onClick={() => window.print()}>
          Imprimer
        </button>
        <Link to={`/products/${sheet.handle}`} className="btn-secondary">
          Voir le produit
        </Link>
      </div>
      {sheet.drawing && sheet.drawingText ? (
        <section className="mt-6" aria-labelledby="fiche-dessin">
          <h2 id="fiche-dessin" className="text-lg font-bold">
            Dessin coté
          </h2>
          <figure className="mt-2">
            <svg viewBox={`0 0 ${WIDTH} ${DRAWING_HEIGHT}`} className="h-auto w-full" role="img" aria-labelledby="fiche-dessin-texte">
              {drawingShapes(sheet.drawing, WIDTH).map((shape, index) => (
                <SvgShape key={index} shape={shape} />
              ))}
            </svg>
            <figcaption id="fiche-dessin-texte" className="mt-1 text-sm text-slate-700">
              {sheet.drawingText}
            </figcaption>
          </figure>
        </section>
      ) : null}
      {sheet.sections.map((section) => (
        <section key={section.title} className="mt-6" aria-labelledby={`fiche-${section.title}`}>
          <h2 id={`fiche-${section.title}`} className="text-lg font-bold">
            {section.title}
          </h2>
          <table className="mt-2 w-full text-left text-sm">
            <tbody>
              {section.rows.map((row) => (
                <tr key={row.label} className="border-b border-slate-200">
                  <th scope="row" className="w-1/2 py-1.5 pr-4 font-medium text-slate-700">
                    {row.label}
                  </th>
                  <td className="py-1.5">{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      {sheet.mounting.length > 0 ? (
        <section className="mt-6" aria-labelledby="fiche-montage">
          <h2 id="fiche-montage" className="text-lg font-bold">
            Conseils de montage
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {sheet.mounting.map((advice) => (
              <li key={advice}>{advice}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
