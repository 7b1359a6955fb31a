// French labels for the catalogue's tags (issue 25, item 6): the shop tags products with
// slugs (`batiment`, `best-seller`), the filter panel and its chips show words a buyer
// reads. A tag the list does not know is shown from its slug, capitalised, dashes as spaces.

const TAG_LABELS: Readonly<Record<string, string>> = {
  acier: 'Acier',
  aeronautique: 'Aéronautique',
  agricole: 'Agricole',
  agroalimentaire: 'Agroalimentaire',
  aluminium: 'Aluminium',
  amortisseur: 'Amortisseur',
  automobile: 'Automobile',
  bateau: 'Bateau',
  batiment: 'Bâtiment',
  'best-seller': 'Meilleures ventes',
  blocable: 'Blocable',
  'camping-car': 'Camping-car',
  chape: 'Chape',
  compas: 'Compas',
  compression: 'Compression',
  cuisine: 'Cuisine',
  embout: 'Embout',
  ferrure: 'Ferrure',
  'few-left': 'Derniers exemplaires',
  french: 'Fabriqué en France',
  hydraulique: 'Hydraulique',
  industrie: 'Industrie',
  inox: 'Inox',
  kit: 'Kit',
  'limited-stock': 'Stock limité',
  'lit-coffre': 'Lit coffre',
  marine: 'Marine',
  medical: 'Médical',
  mobilier: 'Mobilier',
  new: 'Nouveautés',
  oeillet: 'Œillet',
  outil: 'Outil',
  pneumatique: 'Pneumatique',
  protection: 'Protection',
  reglable: 'Réglable',
  rotule: 'Rotule',
  sale: 'Promotions',
  traction: 'Traction',
};

export function tagLabel(tag: string): string {
  const known = TAG_LABELS[tag.trim().toLowerCase()];
  if (known) return known;
  const words = tag.trim().replace(/[-_]+/g, ' ');
  return words.charAt(0).toLocaleUpperCase('fr') + words.slice(1);
}
