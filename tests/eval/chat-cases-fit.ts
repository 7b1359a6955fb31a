// Buyers' questions on the product-fit kinds of issue 19 (decision 073), written by the team
// in several voices for each kind of failure found on the tuning sets: a load carried by
// several springs with each spring's force asked, a lid's mass with its centre of gravity,
// « un vérin de chaque côté », « 2x1000N », a closed length at most, « c 150 » and « 100 stroke » for the stroke, « not stainless », a budget (a price, never a reason to drop the fit), a spring that pulls a part
// back (« rappeler une porte »), the marking read off an old spring, a spare part described
// by its use (protect the rod, join two threads, reseal a hydraulic cylinder, empty a
// spring before throwing it away, mount it), an imperial thread the range does not have.
// Expectations on attributes only. `split` is fixed by `splitOf(q)`; the unit test checks it.

import type {EvalCase, EvalKind, Expectation, Range} from './chat-eval.ts';

type Case = Omit<EvalCase, 'kind'>;

/** SPEC.md's force window: 0.8 to 1.2 times the force wanted. */
function around(newtons: number): Range {
  return [Math.round(newtons * 0.8), Math.round(newtons * 1.2)];
}

/** SPEC.md's size window: 0.9 to 1.1 times the size wanted. */
function near(mm: number): Range {
  return [Math.floor(mm * 0.9), Math.ceil(mm * 1.1)];
}

const FINDER = '/remplacer-mon-verin';
const CALCULATOR = '/configurateur-verin';

/** Nothing in the range has it: said so, made-to-measure offered, no « Excellent choix ». */
const honestlyNothing: Expectation = {
  handover: false,
  mention: [/sur mesure|to measure/, /48 h/],
  avoid: [/excellent choix|excellent choice/],
  confidence: [0, 0.89],
};

export const FIT_CASES: Partial<Record<EvalKind, readonly Case[]>> = {
  'force-per-spring': [
    {split: 'tune', who: 'technicien de maintenance', q: 'La trappe fait 120 daN au dynamomètre, elle sera tenue par 2 vérins : quelle force pour chacun ?', expect: {top: {category: ['gas', 'kit'], forceN: around(600)}, mention: [/600 n par verin/]}},
    {split: 'tune', who: 'concepteur de machine', q: 'Effort total 1 600 N repris par quatre vérins, course 100 : quelle force par vérin ?', expect: {top: {category: ['gas', 'kit'], forceN: around(400), strokeMm: near(100)}}},
    {split: 'tune', who: 'OEM purchaser', q: 'Two struts share a 70 kgf load, 150 mm stroke — what rating do I need per strut?', expect: {language: 'en', top: {category: ['gas', 'kit'], forceN: around(350), strokeMm: near(150)}}},
    {split: 'tune', who: 'particulier sans accents', q: 'charge de 60 dan portee par 2 verins, combien par verin ?', expect: {top: {category: ['gas', 'kit'], forceN: around(300)}}},
    {split: 'tune', who: 'menuisier', q: 'Abattant de 18 kg, centre de gravité à 35 cm de la charnière, deux vérins : quelle force ?', expect: {products: false, handover: false, mention: [/fixation/], link: {path: CALCULATOR, params: {masse: '18', cdg: '350', verins: '2'}}}},
    {split: 'held-out', who: 'English-speaking boat owner', q: 'Engine hatch of 22 kg, centre of gravity 300 mm from the hinge, two struts. What force?', expect: {language: 'en', handover: false, link: {path: CALCULATOR, params: {masse: '22', cdg: '300'}}}},
    {split: 'tune', who: 'particulier sans accents', q: 'mon capot fait 25 kg, y aura un verin de chaque cote, quelle force il faut', expect: {products: false, handover: false, link: {path: CALCULATOR, params: {masse: '25', verins: '2'}}}},
    {split: 'held-out', who: 'concepteur de machine', q: 'Plateau de 40 kg levé à la verticale, un vérin à chaque coin : quels vérins ?', expect: {top: {category: ['gas', 'kit'], forceN: around(100)}}},
    {split: 'tune', who: 'English-speaking engineer', q: 'Combined load of 2000 N on four gas springs, 200 mm stroke, eyelets', expect: {language: 'en', top: {category: ['gas', 'kit'], forceN: around(500), strokeMm: near(200), fitting: 'oeillet'}}},
  ],
  typos: [
    {split: 'tune', who: 'particulier pressé', q: 'slt il me faut 2x400N course 150 pr mon coffre de banquette', expect: {products: true, top: {category: ['gas', 'kit'], forceN: around(400), strokeMm: near(150)}}},
    {split: 'tune', who: 'menuisier', q: 'Pour un abattant de bureau : 2 x 150 N, course 100, œillets.', expect: {products: true, top: {category: ['gas', 'kit'], forceN: around(150), strokeMm: near(100), fitting: 'oeillet'}}},
    {split: 'tune', who: 'camping-cariste', q: 'verins 2X250N course 80 pour porte de soute svp', expect: {products: true, top: {category: ['gas', 'kit'], forceN: around(250)}}},
  ],
  negation: [
    {split: 'held-out', who: 'English-speaking camper owner', q: 'I want a strut, not stainless, 350 N, 200 stroke', expect: {language: 'en', top: {category: ['gas', 'kit'], forceN: around(350), strokeMm: near(200), material: 'acier'}}},
    {split: 'tune', who: 'OEM purchaser', q: 'No need for stainless or locking: 500 N gas spring, 150 stroke, eyelets', expect: {language: 'en', top: {category: ['gas', 'kit'], forceN: around(500), material: 'acier', fitting: 'oeillet'}, none: {features: ['blocable']}}},
    {split: 'held-out', who: 'English-speaking workshop owner', q: 'cheapest 400N gas spring 150 stroke please', expect: {language: 'en', cheapest: true, top: {category: ['gas', 'kit'], forceN: around(400), strokeMm: near(150)}}},
  ],
  'not-a-dimension': [
    {split: 'tune', who: 'particulier', q: 'Vérin 350 N course 150, budget 20 euros max par pièce', expect: {top: {category: ['gas', 'kit'], forceN: around(350), strokeMm: near(150)}, mention: [/budget/, /20,00 €/]}},
    {split: 'tune', who: 'acheteur OEM', q: 'Il me faut 10 vérins 200 N course 150 pour moins de 200 euros en tout', expect: {top: {category: ['gas', 'kit'], forceN: around(200), strokeMm: near(150)}, mention: [/20,00 €/]}},
    {split: 'tune', who: 'particulier sans accents', q: 'verin 400N course 100 a moins de 10 euros ca existe ?', expect: {top: {category: ['gas', 'kit'], forceN: around(400), strokeMm: near(100)}, mention: [/aucun des verins qui conviennent|ne tient/]}},
    {split: 'tune', who: 'English-speaking camper owner', q: 'gas strut 300N 100mm stroke, under 20 euros each', expect: {language: 'en', top: {category: ['gas', 'kit'], forceN: around(300), strokeMm: near(100)}, mention: [/within your budget/]}},
    {split: 'held-out', who: 'agenceur', q: 'Vérin 400 N, course 100, longueur fermée 250 mm maximum pour tenir dans le caisson', expect: {top: {category: ['gas', 'kit'], forceN: around(400), strokeMm: near(100), extendedLengthMm: [0, 350]}}},
    {split: 'tune', who: 'technicien de maintenance', q: 'Vérin 200 N course 80, fermé il doit faire au plus 200 mm', expect: {top: {category: ['gas', 'kit'], forceN: around(200), extendedLengthMm: [0, 280]}, avoid: [/agricole/]}},
    {split: 'tune', who: 'OEM purchaser', q: 'Gas spring 300 N, 120 mm stroke, compressed length no more than 230 mm', expect: {language: 'en', top: {category: ['gas', 'kit'], forceN: around(300), extendedLengthMm: [0, 350]}}},
  ],
  'trade-words': [
    {split: 'tune', who: 'particulier sans accents', q: 'verrin a gas 300 newtonne course 120 oeuillet', expect: {top: {category: ['gas', 'kit'], forceN: around(300), strokeMm: near(120), fitting: 'oeillet'}}},
    {split: 'tune', who: 'English-speaking maintenance technician', q: 'tension gas spring 400N 100 stroke, eyelets', expect: {language: 'en', top: {category: 'gas', features: ['traction'], forceN: around(400), strokeMm: near(100)}}},
    {split: 'tune', who: 'technicien de maintenance', q: 'verin bloquant 400N c 150 chape', expect: {top: {category: 'gas', features: ['blocable'], forceN: around(400), strokeMm: near(150)}}},
    {split: 'tune', who: 'acheteur OEM', q: 'Ressort gaz 250N C.100 oeillets M8, 50 pièces', expect: {top: {category: ['gas', 'kit'], forceN: around(250), strokeMm: near(100), fitting: 'oeillet'}}},
    {split: 'tune', who: 'technicien de maintenance', q: 'Vérin de traction pour rappeler le portillon du carter en position fermée, 300 N, course 100.', expect: {handover: false, top: {category: 'gas', features: ['traction'], forceN: around(300)}}},
    {split: 'tune', who: 'agenceur', q: 'Un ressort à gaz tirant pour rappeler la porte d’un meuble bas, 200 N environ, ça existe ?', expect: {handover: false, top: {category: 'gas', features: ['traction']}}},
    {split: 'tune', who: 'OEM purchaser', q: 'Tension gas spring to pull the guard door back shut, 500 N, 150 mm stroke, clevis both ends', expect: {language: 'en', handover: false, top: {category: 'gas', features: ['traction'], forceN: around(500)}}},
  ],
  'other-makes': [
    {split: 'held-out', who: 'particulier', q: 'Sur mon vieux vérin c’est juste marqué 400N 500 dessus, pas de marque. Vous avez ?', expect: {handover: false, top: {category: 'gas', forceN: around(400), extendedLengthMm: near(500)}}},
    {split: 'held-out', who: 'camping-cariste', q: "il y a ecrit 200N 245 sur le verin de ma porte de soute, c'est quoi l'equivalent", expect: {handover: false, top: {category: ['gas', 'kit'], forceN: around(200), extendedLengthMm: near(245)}}},
    {split: 'tune', who: 'English-speaking boat owner', q: 'The old strut has no brand, the label just reads 300N 345. What do you have?', expect: {language: 'en', handover: false, top: {category: ['gas', 'kit'], forceN: around(300), extendedLengthMm: near(345)}}},
    {split: 'tune', who: 'technicien de maintenance', q: 'Référence illisible, seul le marquage « 650N 400 » reste sur le corps. Un équivalent ?', expect: {handover: false, top: {category: ['gas', 'kit'], forceN: around(650), extendedLengthMm: near(400)}, link: {path: FINDER}}},
  ],
  accessories: [
    {split: 'tune', who: 'ébéniste', q: 'Auriez-vous un kit de montage pour deux vérins de coffre, avec la visserie ?', expect: {products: true, top: {category: 'accessory', part: 'ferrure'}}},
    {split: 'held-out', who: 'particulier sans accents', q: 'je cherche des fixations pour mes verins a oeillets, vis M8', expect: {products: true, top: {category: 'accessory', part: 'ferrure'}}},
    {split: 'tune', who: 'OEM purchaser', q: 'Do you have a mounting kit for M8 gas springs?', expect: {language: 'en', products: true, top: {category: 'accessory', part: 'ferrure'}}},
    {split: 'tune', who: 'English-speaking camper owner', q: 'an adapter to go from M8 to M10 on a strut end', expect: {language: 'en', products: true, top: {category: 'accessory', part: 'adaptateur'}, mention: [/m8 vers m10/]}},
    {split: 'tune', who: 'technicien de maintenance', q: 'Les tiges de nos vérins prennent les copeaux de la fraiseuse, vous avez un cache pour les tiges ?', expect: {products: true, top: {category: 'accessory', part: 'soufflet'}}},
    {split: 'tune', who: 'OEM purchaser', q: 'Do you sell a rod boot to keep grit off a gas spring rod?', expect: {language: 'en', products: true, top: {category: 'accessory', part: 'soufflet'}}},
    {split: 'tune', who: 'agriculteur sans accents', q: 'un truc pour proteger la tige de mes verins de la boue ?', expect: {products: true, top: {category: 'accessory', part: 'soufflet'}}},
    {split: 'tune', who: 'menuisier', q: 'Mes rotules sont en M10 et le vérin est fileté M8 : il y a une pièce pour passer de l’un à l’autre ?', expect: {products: true, top: {category: 'accessory', part: 'adaptateur'}}},
    {split: 'tune', who: 'English-speaking OEM purchaser', q: 'Need a thread adapter M6 to M8 for a gas spring end fitting', expect: {language: 'en', products: true, top: {category: 'accessory', part: 'adaptateur'}}},
    {split: 'held-out', who: 'particulier sans accents', q: 'mon verin c du M6 et mes embouts du M8 comment je les raccorde', expect: {products: true, top: {category: 'accessory', part: 'adaptateur'}}},
    {split: 'tune', who: 'réparateur agricole', q: 'Le vérin hydraulique de la benne suinte à la tige, il me faut de quoi refaire l’étanchéité.', expect: {products: true, top: {category: 'accessory', part: 'joints'}}},
    {split: 'tune', who: 'English-speaking maintenance technician', q: 'Our hydraulic cylinder 40/25 is leaking at the rod seal, do you have a reseal kit?', expect: {language: 'en', products: true, top: {category: 'accessory', part: 'joints'}}},
    {split: 'tune', who: 'garagiste', q: 'Comment dégazer des vérins de hayon avant de les mettre à la ferraille ?', expect: {products: true, top: {category: 'accessory', part: 'outil'}, mention: [/ne l.ouvrez|jamais/]}},
    {split: 'tune', who: 'English-speaking workshop owner', q: 'How do I safely release the gas from old gas springs before recycling them?', expect: {language: 'en', products: true, top: {category: 'accessory', part: 'outil'}}},
  ],
  'nothing-fits': [
    {split: 'tune', who: 'importateur', q: 'Ressort à gaz avec embouts filetés 5/16-18 UNC, course 100, vous faites ?', expect: honestlyNothing},
    {split: 'tune', who: 'English-speaking OEM purchaser', q: 'Gas spring 200 N, 150 mm stroke, 1/4-28 UNF threaded ends both sides?', expect: {...honestlyNothing, language: 'en'}},
    {split: 'tune', who: 'plaisancier américain', q: 'verin inox avec filetage UNC 10-32 pour mon bateau', expect: honestlyNothing},
  ],
};
