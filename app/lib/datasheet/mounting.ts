// Mounting advice printed on a datasheet, by kind of part: the trade's rules for gas
// springs, dampers and cylinders (what makes them last), and the position the part's own
// data asks for.

export interface MountingInput {
  kind: string;
  /** The part's `mounting` metafield: 'Tige vers le bas', 'Toutes positions'… */
  mounting: string | null;
  locking: boolean;
  traction: boolean;
}

const GAS_SPRING = [
  'Ne jamais ouvrir, percer, chauffer ni jeter au feu : le vérin contient de l’azote sous pression.',
  'Aucun effort latéral ni de torsion sur la tige : montez les deux embouts dans le même plan, sur des axes parallèles.',
  'Protégez la tige : ni rayure, ni peinture, ni graisse, ni choc ; une tige marquée détruit le joint.',
  'Choisissez les points d’ancrage pour que le vérin travaille sur toute sa course sans venir en butée mécanique.',
];

const COMPRESSION = 'Montez de préférence tige vers le bas : le joint reste lubrifié et la fin de course est amortie par l’huile.';
const TRACTION = 'Vérin de traction : il tire vers sa longueur comprimée ; fixez-le pour qu’il soit tendu sur toute la course utile.';
const LOCKING = 'Vérin blocable : actionnez le poussoir par un levier ou un câble, sans effort sur la tige ; bloqué en compression, ne dépassez pas la force de blocage.';
const DAMPER = [
  'Montez l’amortisseur tige vers le bas ou à l’horizontale, sans effort latéral.',
  'Prévoyez une butée mécanique en fin de course : l’amortisseur freine, il n’arrête pas la charge.',
];
const CYLINDER = [
  'Alignez la tige sur la charge : aucun effort radial, utilisez une chape ou une rotule en cas de désalignement.',
  'Raccordez les orifices sans impuretés et ne dépassez pas la pression maximale indiquée.',
];
const ACCESSORY = ['Serrez le filetage au couple adapté sur la tige, sans la maintenir par sa partie chromée.'];

export function mountingAdvice(input: MountingInput): string[] {
  const kind = input.kind.toLowerCase();
  const position = input.mounting ? [`Position de montage : ${input.mounting.charAt(0).toLowerCase()}${input.mounting.slice(1)}.`] : [];
  if (kind.startsWith('vérin à gaz') || kind.startsWith('verin a gaz')) {
    return [
      ...position,
      // The part's own position says it; otherwise the rule of compression springs.
      ...(input.traction ? [TRACTION] : input.mounting ? [] : [COMPRESSION]),
      ...(input.locking ? [LOCKING] : []),
      ...GAS_SPRING,
    ];
  }
  if (kind.startsWith('amortisseur')) return [...position, ...DAMPER];
  if (kind.startsWith('vérin hydraulique') || kind.startsWith('vérin pneumatique')) return [...position, ...CYLINDER];
  return [...position, ...ACCESSORY];
}
