// The six industries of SPEC.md section 1, each with its applications and links to the
// matching products: collections and tags of the catalogue (checked by
// tests/unit/content.test.ts against local-shop/catalog).

export interface Industry {
  id: string;
  title: string;
  summary: string;
  applications: string[];
  links: {to: string; label: string}[];
}

export const INDUSTRIES: Industry[] = [
  {
    id: 'maintenance',
    title: 'Maintenance',
    summary: 'Des pièces de rechange disponibles tout de suite pour remettre une machine, un capot ou un véhicule en service sans attendre.',
    applications: [
      'Remplacement de vérins à gaz de capots, trappes et portes de machines',
      'Remise en état de vérins hydrauliques avec les kits de joints',
      'Embouts, rotules, chapes et ferrures de rechange',
      'Hayons, coffres et lanterneaux de véhicules utilitaires et de camping-cars',
      'Dépressurisation des vérins usagés avant recyclage',
    ],
    links: [
      {to: '/collections/accessoires', label: 'Accessoires et pièces'},
      {to: '/products?tag=kit', label: 'Kits de remplacement'},
    ],
  },
  {
    id: 'ameublement',
    title: 'Ameublement',
    summary: 'La force juste pour des ouvertures sûres et silencieuses, du meuble de cuisine au lit coffre.',
    applications: [
      'Portes relevables de meubles hauts et de cuisines',
      'Lits coffres, coffres de rangement et banquettes',
      'Abattants et tiroirs à fermeture douce',
      'Plans de travail escamotables et trappes de visite',
      'Agencement de magasins et de véhicules de loisirs',
    ],
    links: [
      {to: '/collections/mobilier', label: 'Produits pour le mobilier'},
      {to: '/collections/supports-de-levage', label: 'Supports de levage'},
    ],
  },
  {
    id: 'industrie',
    title: 'Industrie',
    summary: 'Vérins à gaz forte charge, vérins hydrauliques et pneumatiques normalisés pour les machines et les lignes de production.',
    applications: [
      'Capots, carters et portes de protection de machines',
      'Automatismes pneumatiques ISO 15552, ISO 6432 et compacts',
      'Bridage, pressage et levage hydrauliques',
      'Amortissement des fins de course',
      'Portes de fours, d’étuves et de cabines de peinture',
    ],
    links: [
      {to: '/collections/industrie', label: 'Produits pour l’industrie'},
      {to: '/collections/verins-pneumatiques', label: 'Vérins pneumatiques'},
    ],
  },
  {
    id: 'medical',
    title: 'Médical',
    summary: 'Des réglages précis et hygiéniques pour le mobilier de soin et les équipements de laboratoire.',
    applications: [
      'Lits médicalisés et fauteuils de soins réglables (vérins blocables)',
      'Tables d’examen et de kinésithérapie',
      'Chariots, bras et supports d’équipements',
      'Vitrines réfrigérées et mobilier inox nettoyé quotidiennement',
    ],
    links: [{to: '/collections/medical', label: 'Produits pour le médical'}],
  },
  {
    id: 'aeronautique',
    title: 'Aéronautique',
    summary: 'Des vérins légers et résistants à la corrosion pour les équipements au sol et l’aménagement intérieur.',
    applications: [
      'Trappes de visite et capots d’accès des équipements au sol',
      'Coffres à bagages et rangements d’aménagement intérieur',
      'Sièges réglables et postes de travail',
      'Bancs d’essai, servantes et outillage de maintenance',
      'Pièces sur mesure selon votre cahier des charges',
    ],
    links: [
      {to: '/collections/verins-inox', label: 'Vérins inox'},
      {to: '/products?tag=aluminium', label: 'Vérins en aluminium'},
    ],
  },
  {
    id: 'nautisme',
    title: 'Nautisme',
    summary: 'L’inox 316L pour résister au sel, aux embruns et aux lavages, sur les bateaux de plaisance comme professionnels.',
    applications: [
      'Trappes de pont, de cockpit et de cale',
      'Coffres de bancs et de cabines',
      'Capots moteur et panneaux de pont',
      'Bateaux de plaisance, de pêche et de travail',
    ],
    links: [
      {to: '/collections/marine', label: 'Produits pour le nautisme'},
      {to: '/products?tag=bateau', label: 'Équipements de bateau'},
    ],
  },
];
