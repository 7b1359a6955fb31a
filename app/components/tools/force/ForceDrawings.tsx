import type {ForceChart, LidDiagram, LineKind} from '~/lib/tools/force/diagram';

// SVG renderings of the force calculator's drawings; the geometry comes from
// app/lib/tools/force/diagram.ts. Colours carry no meaning on their own: the legend and the
// text alternative say the same.

const LINE_STYLES: Record<LineKind, {stroke: string; width: number; dash?: string}> = {
  frame: {stroke: '#64748b', width: 2},
  'lid-closed': {stroke: '#475569', width: 3, dash: '6 5'},
  'lid-open': {stroke: '#123c6b', width: 5},
  'spring-closed': {stroke: '#9a4c08', width: 2, dash: '5 4'},
  'spring-body': {stroke: '#9a4c08', width: 7},
  'spring-rod': {stroke: '#334155', width: 3},
  weight: {stroke: '#b91c1c', width: 2.5},
  arc: {stroke: '#475569', width: 1.5},
};

export function LidDiagramSvg({diagram, id}: {diagram: LidDiagram; id: string}) {
  return (
    <svg
      viewBox={`0 0 ${diagram.width} ${diagram.height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="h-auto w-full max-w-xl"
      data-testid="lid-diagram"
    >
      <title id={`${id}-title`}>Schéma du couvercle, de la charnière et du vérin</title>
      <desc id={`${id}-desc`}>{diagram.description}</desc>
      <defs>
        <marker id={`${id}-arrow`} viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
          <path d="M 0 0 L 10 5 L 0 10 z" fill="#b91c1c" />
        </marker>
      </defs>
      <path d={diagram.arc} fill="none" stroke={LINE_STYLES.arc.stroke} strokeWidth={LINE_STYLES.arc.width} vectorEffect="non-scaling-stroke" />
      {diagram.lines.map((line, index) => {
        const style = LINE_STYLES[line.kind];
        return (
          <line
            key={index}
            x1={line.x1}
            y1={line.y1}
            x2={line.x2}
            y2={line.y2}
            stroke={style.stroke}
            strokeWidth={style.width}
            strokeDasharray={style.dash}
            strokeLinecap="round"
            vectorEffect="non-scaling-stroke"
            markerEnd={line.kind === 'weight' ? `url(#${id}-arrow)` : undefined}
            data-kind={line.kind}
          />
        );
      })}
      {diagram.circles.map((circle, index) => (
        <circle
          key={index}
          cx={circle.cx}
          cy={circle.cy}
          r={circle.r}
          fill={circle.kind === 'hinge' ? '#123c6b' : circle.kind === 'cg' ? '#b91c1c' : '#ffffff'}
          stroke={circle.kind === 'mount' ? '#9a4c08' : 'none'}
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
          data-kind={circle.kind}
        />
      ))}
      {diagram.texts.map((text, index) => (
        <text key={index} x={text.x} y={text.y} textAnchor={text.anchor} fontSize={diagram.fontSize} fill="#0f172a">
          {text.text}
        </text>
      ))}
    </svg>
  );
}

export function ForceChartSvg({chart, id, springLabel}: {chart: ForceChart; id: string; springLabel: string | null}) {
  const {plot} = chart;
  return (
    <figure className="w-full max-w-xl">
      <svg
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        role="img"
        aria-labelledby={`${id}-chart-title`}
        className="h-auto w-full"
        data-testid="force-chart"
      >
        <title id={`${id}-chart-title`}>
          Force par vérin selon l’angle d’ouverture : force nécessaire{springLabel ? ` et force du vérin comparé (${springLabel})` : ''}. Les valeurs
          figurent dans le tableau.
        </title>
        {chart.yTicks.map((tick) => (
          <g key={tick.label}>
            <line x1={plot.left} x2={plot.right} y1={tick.position} y2={tick.position} stroke="#e2e8f0" />
            <text x={plot.left - 8} y={tick.position + 4} textAnchor="end" fontSize="12" fill="#334155">
              {tick.label}
            </text>
          </g>
        ))}
        {chart.xTicks.map((tick) => (
          <text key={tick.label} x={tick.position} y={plot.bottom + 18} textAnchor="middle" fontSize="12" fill="#334155">
            {tick.label}
          </text>
        ))}
        <line x1={plot.left} x2={plot.left} y1={plot.top} y2={plot.bottom} stroke="#64748b" />
        <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} stroke="#64748b" />
        <text x={plot.left} y={plot.top - 4} fontSize="12" fill="#334155">
          N
        </text>
        <text x={plot.right} y={plot.bottom + 34} textAnchor="end" fontSize="12" fill="#334155">
          Angle d’ouverture
        </text>
        <polyline points={chart.required} fill="none" stroke="#123c6b" strokeWidth="3" />
        {chart.spring ? <polyline points={chart.spring} fill="none" stroke="#9a4c08" strokeWidth="3" strokeDasharray="8 5" /> : null}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-1 w-6 bg-brand-800" />
          Force nécessaire (marge comprise)
        </span>
        {springLabel ? (
          <span className="inline-flex items-center gap-2">
            <span aria-hidden="true" className="inline-block h-0 w-6 border-t-4 border-dashed border-accent-700" />
            Force du vérin : {springLabel}
          </span>
        ) : null}
        {chart.clipped ? <span>Au-delà du haut du graphique, la force nécessaire devient très grande.</span> : null}
      </figcaption>
    </figure>
  );
}
