/**
 * How to measure a worn gas spring: a drawing of our own (a spring with eyes, extended,
 * its lengths and the printed force) and four short steps.
 */
export function MeasureGuide() {
  return (
    <section aria-labelledby="mesurer-titre" className="rounded-lg border border-slate-200 bg-slate-50 p-4" data-testid="measure-guide">
      <h2 id="mesurer-titre" className="text-lg font-bold">
        Comment mesurer votre vérin
      </h2>
      <figure className="mt-3">
        <svg viewBox="0 0 420 190" role="img" aria-labelledby="mesurer-schema-titre mesurer-schema-desc" className="h-auto w-full">
          <title id="mesurer-schema-titre">Vérin à gaz déployé et ses mesures</title>
          <desc id="mesurer-schema-desc">
            Un vérin à gaz sorti au maximum : la longueur déployée se mesure du centre d’un embout au centre de l’autre ; la course
            est la partie de tige visible ; le diamètre du corps se mesure sur le tube, où la force est imprimée.
          </desc>
          {/* eyes */}
          <circle cx="30" cy="80" r="12" fill="none" stroke="#334155" strokeWidth="4" />
          <circle cx="390" cy="80" r="12" fill="none" stroke="#334155" strokeWidth="4" />
          <circle cx="30" cy="80" r="2.5" fill="#b91c1c" />
          <circle cx="390" cy="80" r="2.5" fill="#b91c1c" />
          {/* body */}
          <rect x="42" y="64" width="210" height="32" rx="6" fill="#1e293b" />
          <text x="147" y="85" textAnchor="middle" fontSize="13" fill="#ffffff" fontFamily="sans-serif">
            400N · 22/10
          </text>
          {/* rod */}
          <rect x="252" y="74" width="126" height="12" fill="#cbd5e1" stroke="#64748b" />
          {/* extended length */}
          <line x1="30" y1="120" x2="390" y2="120" stroke="#b91c1c" strokeWidth="2" markerStart="url(#fleche)" markerEnd="url(#fleche)" />
          <line x1="30" y1="95" x2="30" y2="128" stroke="#b91c1c" strokeDasharray="3 3" />
          <line x1="390" y1="95" x2="390" y2="128" stroke="#b91c1c" strokeDasharray="3 3" />
          <text x="210" y="140" textAnchor="middle" fontSize="13" fill="#7f1d1d" fontFamily="sans-serif">
            ① longueur déployée, d’axe en axe
          </text>
          {/* stroke */}
          <line x1="252" y1="40" x2="378" y2="40" stroke="#1d4ed8" strokeWidth="2" markerStart="url(#fleche-bleue)" markerEnd="url(#fleche-bleue)" />
          <text x="315" y="30" textAnchor="middle" fontSize="13" fill="#1e3a8a" fontFamily="sans-serif">
            ② course
          </text>
          {/* body diameter */}
          <line x1="60" y1="58" x2="60" y2="102" stroke="#047857" strokeWidth="2" />
          <text x="66" y="52" fontSize="13" fill="#065f46" fontFamily="sans-serif">
            ③ Ø corps
          </text>
          <text x="147" y="172" textAnchor="middle" fontSize="13" fill="#0f172a" fontFamily="sans-serif">
            ④ la force imprimée
          </text>
          <line x1="147" y1="160" x2="147" y2="98" stroke="#0f172a" strokeDasharray="3 3" />
          <defs>
            <marker id="fleche" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
              <path d="M0,0 L10,5 L0,10 z" fill="#b91c1c" />
            </marker>
            <marker id="fleche-bleue" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
              <path d="M0,0 L10,5 L0,10 z" fill="#1d4ed8" />
            </marker>
          </defs>
        </svg>
      </figure>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-slate-800">
        <li>
          Démontez le vérin et laissez-le <strong>sortir entièrement</strong> : mesurez du centre d’un embout au centre de l’autre
          (longueur déployée).
        </li>
        <li>
          Mesurez la <strong>partie de tige visible</strong> : c’est la course. Ou bien poussez-le à fond et mesurez la longueur
          comprimée.
        </li>
        <li>Mesurez le diamètre du tube et notez la forme des embouts de chaque côté (œillet, rotule, chape) et leur filetage.</li>
        <li>
          Relevez la <strong>force imprimée</strong> sur le tube (en N). Effacée ? Indiquez votre meilleure estimation et vérifiez-la
          avec notre calculateur de force.
        </li>
      </ol>
    </section>
  );
}
