// Realistic French buyer questions and what a gas-spring specialist would answer with the
// seed catalogue (local-shop/catalog/products.ts): the products acceptable as the first
// recommendation, or the kind of answer expected. Written from the catalogue, not from
// the expert's output: a miss here is a miss of the expert.

import type {Intent} from '../../app/lib/chat/intents.ts';
import {products as seedProducts} from '../../local-shop/catalog/products.ts';

interface Wanted {
  size?: string;
  stroke?: number;
  force?: number;
  /** Part of the fitting's description, e.g. 'rotule', 'chape' */
  fitting?: string;
  material?: string;
  kind?: string;
  /** Extended length between these bounds, mm */
  length?: [number, number];
}

/**
 * Handles of the seed products with a variant that has every wanted attribute: the
 * expectation is written on the spring's data, so it holds whatever the range's cut.
 */
function springs(wanted: Wanted): string[] {
  return seedProducts
    .filter((product) =>
      product.variants.some((variant) => {
        const s = {...product.specs, ...variant.specs};
        return (
          (wanted.size === undefined || `${s.bodyDiameterMm}/${s.rodDiameterMm}` === wanted.size) &&
          (wanted.stroke === undefined || s.strokeMm === wanted.stroke) &&
          (wanted.force === undefined || s.forceN === wanted.force) &&
          (wanted.fitting === undefined || (s.fitting ?? '').toLowerCase().includes(wanted.fitting)) &&
          (wanted.material === undefined || s.material === wanted.material) &&
          (wanted.kind === undefined || s.kind === wanted.kind) &&
          (wanted.length === undefined || ((s.extendedLengthMm ?? 0) >= wanted.length[0] && (s.extendedLengthMm ?? 0) <= wanted.length[1]))
        );
      }),
    )
    .map((product) => product.handle);
}

export type DatasetCase =
  | {question: string; products: readonly string[]; note?: string}
  | {question: string; intent: Intent; note?: string};

export const CHAT_DATASET: readonly DatasetCase[] = [
  // ---------------------------------------------------------------- gas springs by use
  {
    question: 'Je cherche un vérin à gaz inox de 150 N pour une trappe de bateau',
    products: ['verin-gaz-trappe-bateau-inox-316l-15-6', 'kit-trappe-bateau-2-verins-inox-316l', ...springs({size: '15/6', material: 'Inox 316L', force: 150})],
  },
  {
    question: 'Quel vérin pour un coffre de lit ?',
    products: ['verin-gaz-lit-coffre-22-10-course-200', 'kit-2-verins-gaz-lit-coffre', 'mecanisme-relevage-lit-coffre-verins'],
  },
  {
    question: 'Il me faut deux vérins pour mon lit coffre 140x190, environ 1000 N chacun',
    products: ['verin-gaz-lit-coffre-22-10-course-200', 'kit-2-verins-gaz-lit-coffre', 'mecanisme-relevage-lit-coffre-verins'],
  },
  {
    question: 'Vérin pour porte relevable de meuble de cuisine, 100 N',
    products: ['verin-gaz-porte-relevable-meuble-haut'],
  },
  {
    question: 'Je dois remplacer les vérins de hayon de ma voiture, 450 N, course 200',
    products: ['verin-hayon-automobile-18-8-course-200'],
  },
  {
    question: 'Un vérin à gaz pour le couvercle de ma plancha, en inox',
    products: ['verin-gaz-inox-304-couvercle-plancha-barbecue', 'verin-gaz-inox-304-15-6-course-100-oeillet'],
    note: 'The plancha spring is out of stock: the same-size stainless 304 spring in stock is the specialist’s answer too.',
  },
  {
    question: 'Vérin à gaz pour vitrine réfrigérée, inox, 60 N',
    products: ['verin-gaz-inox-316l-vitrine-refrigeree-10-4'],
  },
  {
    question: 'Je cherche un vérin blocable pour un lit médicalisé',
    products: ['verin-gaz-blocable-rigide-28-10-lit-medicalise'],
  },
  {
    question: 'Vérin pour trappe de sol très lourde, environ 160 kg',
    products: ['verin-gaz-trappe-de-sol-28-12-course-300'],
  },
  {
    question: 'Vérin à gaz pour coffre de camping-car 250 N',
    products: ['verin-gaz-coffre-camping-car-15-6-course-120', 'kit-remplacement-porte-soute-camping-car'],
  },
  {
    question: 'Vérins pour lanterneau de camping-car, 60 N',
    products: ['verin-gaz-lanterneau-camping-car-10-4'],
  },
  {
    question: 'Je cherche un vérin pour un capot de remorque, 700 N',
    products: ['verin-gaz-capot-remorque-22-10-course-250'],
  },
  {
    question: 'Vérin à gaz pour tracteur avec une protection contre la boue, 800 N',
    products: ['verin-gaz-22-10-tube-protection-agricole'],
  },
  {
    question: 'Vérin pour coffre de banquette, 120 N',
    products: ['verin-gaz-coffre-banquette-15-6-course-80'],
  },
  {
    question: 'Un vérin de 30 kg pour le couvercle d’un coffre de rangement',
    products: ['verin-gaz-coffre-banquette-15-6-course-80', 'verin-gaz-compression-15-6-course-50-oeillet', 'verin-gaz-compression-15-6-course-100-oeillet'],
    note: '30 kg is read as 300 N (10 N per kg).',
  },
  {
    question: 'Vérin à gaz pour porte abattante avec descente freinée',
    products: ['verin-gaz-descente-freinee-porte-abattante', 'compas-relevage-porte-abattante-freine'],
  },
  {
    question: 'Vérin pour plan de travail escamotable',
    products: ['support-levage-plan-de-travail-escamotable'],
  },
  {
    question: 'Vérin pour une trappe de visite au plafond',
    products: ['support-levage-verin-integre-trappe-visite'],
  },
  {
    question: 'Colonne de gaz pour siège d’atelier',
    products: ['colonne-gaz-blocable-siege-atelier'],
  },
  {
    question: 'Vérin pour table réglable en hauteur, blocable, 800 N',
    products: ['verin-gaz-blocable-28-12-table-reglable'],
  },
  {
    question: 'Vérin à gaz très puissant, 5000 N, pour une porte de four industriel',
    products: springs({force: 5000, kind: 'Vérin à gaz de compression'}),
  },
  {
    question: 'Vérin inox pour une machine agroalimentaire, 600 N',
    products: ['verin-gaz-inox-316l-22-10-course-200-agroalimentaire'],
  },
  {
    question: 'Vérin blocable inox 316L pour fauteuil médical',
    products: ['verin-gaz-blocable-inox-316l-22-10-course-150'],
    note: 'Out of stock, but the only locking 316L spring: the reply says so.',
  },
  // ---------------------------------------------------------------- gas springs by size
  {
    question: 'Vérin à gaz 15/6 course 100 mm 200 N avec œillets',
    products: ['verin-gaz-compression-15-6-course-100-oeillet'],
  },
  {
    question: 'Vérin à gaz 15/6, course 50 mm, 100 N',
    products: ['verin-gaz-compression-15-6-course-50-oeillet'],
  },
  {
    question: 'Vérin à gaz 22/10 course 300 mm rotule M10 900 N',
    products: [...springs({size: '22/10', stroke: 300, fitting: 'rotule'}), ...springs({size: '23/10', stroke: 300, fitting: 'rotule m10'})],
    note: 'The 22/10 has M8 ball sockets (900 N), the 23/10 M10 ones (800 or 1 000 N): either is the specialist’s answer.',
  },
  {
    question: 'Vérin à gaz 18/8 course 150 rotule M8 400 N',
    products: ['verin-gaz-compression-18-8-course-150-rotule-m8'],
  },
  {
    question: 'Vérin industriel 2000 N course 250 mm avec chapes',
    products: springs({force: 2000, stroke: 250, fitting: 'chape'}),
  },
  {
    question: 'Il me faut un mini vérin 10/4 avec rotules, 50 N, course 40 mm, c’est urgent',
    products: springs({size: '10/4', stroke: 40, force: 50, fitting: 'rotule'}),
  },
  {
    question: 'Vérin à gaz à force réglable 15/6',
    products: springs({size: '15/6', kind: 'Vérin à gaz à force réglable'}),
  },
  {
    question: 'Vérin à gaz de 260 mm entre axes, course 100, 300 N, rotules M8',
    products: springs({stroke: 100, force: 300, length: [255, 285]}),
    note: 'No M8 ball-socket spring measures 260 mm: the course-100 springs of 260 to 280 mm with 300 N are the answer (the fittings unscrew).',
  },
  {
    question: 'Vérin de traction 22/10 course 150 mm 600 N',
    products: springs({size: '22/10', stroke: 150, force: 600, kind: 'Vérin à gaz de traction'}),
  },
  {
    question: 'Je cherche un vérin de traction inox pour bateau',
    products: ['verin-gaz-traction-inox-316l-18-8-course-100'],
  },
  // ---------------------------------------------------------------- other families
  {
    question: 'Vérin hydraulique 10 tonnes simple effet',
    products: ['verin-hydraulique-simple-effet-10-t'],
  },
  {
    question: 'Vérin hydraulique double effet pour une benne agricole, course 300 mm',
    products: ['verin-hydraulique-double-effet-40-25-chapes', 'verin-hydraulique-double-effet-63-36-oeillets'],
  },
  {
    question: 'Avez-vous un vérin hydraulique inox pour bateau ?',
    products: ['verin-hydraulique-inox-316l-32-20'],
  },
  {
    question: 'Vérin pneumatique ISO 15552 diamètre 50 course 200',
    products: ['verin-pneumatique-iso-15552-d50'],
  },
  {
    question: 'Mini vérin pneumatique Ø 16, course 50 mm',
    products: ['mini-verin-pneumatique-iso-6432-d16'],
  },
  {
    question: 'Vérin pneumatique inox pour l’agroalimentaire',
    products: ['verin-pneumatique-inox-iso-6432-d25-agroalimentaire'],
  },
  {
    question: 'Amortisseur hydraulique industriel M20',
    products: ['amortisseur-hydraulique-industriel-m20'],
  },
  {
    question: 'Amortisseur de fermeture douce pour abattant de meuble',
    products: ['amortisseur-fermeture-douce-abattant'],
  },
  {
    question: 'Compas pour trappe de bateau en inox',
    products: ['compas-friction-inox-316-trappe-bateau'],
  },
  // ---------------------------------------------------------------- spare parts
  {
    question: 'Une rotule M8 de rechange pour mon vérin',
    products: ['rotule-acier-13-mm-m8', 'rotule-inox-316l-13-mm', 'kit-fixation-universel-verin-gaz-m8'],
  },
  {
    question: 'Outil pour dépressuriser un vérin à gaz avant recyclage',
    products: ['outil-depressurisation-verin-gaz'],
  },
  {
    question: 'Soufflet de protection pour tige de vérin, 200 mm',
    products: ['soufflet-protection-tige-verin'],
  },
  {
    question: 'Kit de joints pour vérin hydraulique 40/25',
    products: ['kit-joints-verin-hydraulique'],
  },
  // ---------------------------------------------------------------- as buyers write them
  {
    question: 'Bonjour, je cherche des vérins pour le capot moteur de mon bateau, environ 400 N',
    products: ['verin-gaz-inox-316l-18-8-course-150-marine'],
  },
  {
    question: 'vérin à gaz 600 N course 150 mm à œillets',
    products: ['verin-gaz-22-10-tube-protection-agricole', ...springs({stroke: 150, force: 600, fitting: 'œillet'})],
  },
  {
    question: 'Quel vérin pour le hayon d’un Renault Kangoo ?',
    products: ['verin-hayon-automobile-18-8-course-200'],
  },
  {
    question: 'Ressort à gaz 350 N pour coffre de camping car',
    products: ['verin-gaz-coffre-camping-car-15-6-course-120', 'kit-remplacement-porte-soute-camping-car'],
  },
  {
    question: 'J’ai un vérin 15/6 de 160 mm entre axes à changer, il fait 250 N',
    products: ['verin-gaz-compression-15-6-course-50-oeillet'],
  },
  {
    question: 'Vérin pneumatique compact diamètre 25',
    products: ['verin-pneumatique-compact-iso-21287-d25'],
  },
  {
    question: 'Avez-vous des amortisseurs inox ?',
    products: ['amortisseur-hydraulique-inox-316l-m12'],
  },
  {
    question: 'Je cherche une chape M14 pour vérin',
    products: ['chape-acier-avec-axe-filetee'],
  },
  {
    question: 'Je voudrais un devis pour 50 vérins 15/6 course 100 de 200 N',
    products: ['verin-gaz-compression-15-6-course-100-oeillet'],
  },
  {
    question: 'Mon vérin de coffre de voiture ne tient plus, il me faut le même en 500 N',
    products: ['verin-hayon-automobile-18-8-course-200'],
  },
  {
    question: 'vérin à gaz pour lit escamotable 1200 N',
    products: ['verin-gaz-lit-coffre-22-10-course-200', 'kit-2-verins-gaz-lit-coffre', 'mecanisme-relevage-lit-coffre-verins'],
  },
  // ---------------------------------------------------------------- shop questions
  {question: 'Quels sont les délais de livraison ?', intent: 'delivery'},
  {question: 'Combien coûte la livraison express ?', intent: 'delivery'},
  {question: 'Puis-je retourner un vérin qui ne convient pas ?', intent: 'returns'},
  {question: 'Quelle est la garantie de vos vérins ?', intent: 'warranty'},
  {question: 'Vos prix sont-ils HT ou TTC ?', intent: 'price'},
  {question: 'Je voudrais parler à un conseiller', intent: 'human'},
  {question: 'Pouvez-vous fabriquer un vérin sur mesure ?', intent: 'custom'},
  {question: 'Comment calculer la force nécessaire pour mon coffre ?', intent: 'force-help'},
  {question: 'Dans quel sens monter un vérin à gaz ?', intent: 'installation'},
  {question: 'Quels moyens de paiement acceptez-vous ?', intent: 'payment'},
  {question: 'Avez-vous un configurateur de vérin ?', intent: 'configurator'},
  {question: 'Quel temps fera-t-il demain à Lyon ?', intent: 'human', note: 'Out of scope: handed over to a person.'},
];
