// Collections of the seed catalogue. Membership is declared on the products
// (SeedProduct.collections); each collection is illustrated by one of its products.

import type {SeedCollection} from './types.ts';

export const collections: SeedCollection[] = [
  {
    handle: 'verins',
    title: 'Vérins',
    description:
      'Tous nos vérins : à gaz, hydrauliques et pneumatiques, en acier ou en inox, pour le mobilier, l’industrie, le médical et le nautisme.',
    imageProduct: 'verin-gaz-compression-15-6-course-100-oeillet',
    seo: {
      title: 'Vérins à gaz, hydrauliques et pneumatiques',
      description: 'Près de 300 vérins en stock : vérins à gaz de 10 à 5 000 N, hydrauliques et pneumatiques, acier et inox. Conseils de choix et expédition rapide.',
    },
  },
  {
    handle: 'verins-a-gaz',
    title: 'Vérins à gaz',
    description:
      'Vérins à gaz de compression, blocables, de traction et à force réglable, du mini 10/4 au 40/20 forte charge, en acier ou en inox. Choisissez la taille, la course, la force et l’embout.',
    imageProduct: 'verin-gaz-compression-15-6-course-80-rotule-m6',
    seo: {
      title: 'Vérins à gaz : compression, blocables, traction',
      description: 'Vérins à gaz de 10 à 5 000 N, courses de 20 à 800 mm, embouts œillet, rotule ou chape. Fabrication française sur une large gamme.',
    },
  },
  {
    handle: 'verins-hydrauliques',
    title: 'Vérins hydrauliques',
    description:
      'Vérins hydrauliques simple et double effet, compacts, à tirants ISO 6020 ou en inox, pour l’atelier, l’agriculture et les machines.',
    imageProduct: 'verin-hydraulique-double-effet-40-25-chapes',
    seo: {
      title: 'Vérins hydrauliques simple et double effet',
      description: 'Vérins hydrauliques de 160 à 700 bar : simple effet 10 t, double effet à chapes, ISO 6020, compacts et inox.',
    },
  },
  {
    handle: 'verins-pneumatiques',
    title: 'Vérins pneumatiques',
    description:
      'Vérins pneumatiques normalisés ISO 15552, ISO 6432 et ISO 21287, simple ou double effet, pour l’automatisme industriel.',
    imageProduct: 'verin-pneumatique-iso-15552-d32',
    seo: {
      title: 'Vérins pneumatiques ISO 15552, ISO 6432 et compacts',
      description: 'Vérins pneumatiques normalisés, alésages de 16 à 63 mm, piston magnétique, amortissement réglable. Raccords disponibles.',
    },
  },
  {
    handle: 'verins-inox',
    title: 'Vérins inox',
    description:
      'Vérins en inox 304 et 316L pour les milieux humides, salins ou lavés : nautisme, cuisines professionnelles, agroalimentaire et médical.',
    imageProduct: 'verin-gaz-inox-316l-18-8-course-150-marine',
    seo: {
      title: 'Vérins inox 304 et 316L',
      description: 'Vérins à gaz, hydrauliques et pneumatiques en inox 304 ou 316L, résistants à la corrosion, au sel et aux détergents.',
    },
  },
  {
    handle: 'amortisseurs',
    title: 'Amortisseurs',
    description:
      'Amortisseurs hydrauliques de fin de course pour l’automatisme, amortisseurs à œillets et amortisseurs de fermeture douce pour le mobilier.',
    imageProduct: 'amortisseur-hydraulique-industriel-m14',
    seo: {
      title: 'Amortisseurs hydrauliques industriels et mobilier',
      description: 'Amortisseurs de butée M12 à M25, réglables ou auto-adaptatifs, et amortisseurs de fermeture douce pour portes et abattants.',
    },
  },
  {
    handle: 'supports-de-levage',
    title: 'Supports de levage',
    description:
      'Compas de relevage, compas à friction et mécanismes de levage pour portes abattantes, trappes, lits coffres et plans escamotables.',
    imageProduct: 'compas-relevage-porte-abattante-freine',
    seo: {
      title: 'Supports de levage et compas de relevage',
      description: 'Compas freinés, compas à friction inox, mécanismes de lit coffre et supports de plan de travail escamotable.',
    },
  },
  {
    handle: 'accessoires',
    title: 'Accessoires',
    description:
      'Rotules, œillets, chapes, axes à boule, ferrures, kits de fixation et outillage pour monter, adapter et entretenir vos vérins.',
    imageProduct: 'rotule-acier-13-mm-m8',
    seo: {
      title: 'Accessoires pour vérins : rotules, chapes, ferrures',
      description: 'Embouts M6 à M14, ferrures acier et inox, kits de fixation, soufflets de protection et outil de dépressurisation.',
    },
  },
  {
    handle: 'mobilier',
    title: 'Mobilier',
    description:
      'Vérins, compas et accessoires pour l’ébénisterie et l’agencement : portes relevables, abattants, coffres, banquettes et lits coffres.',
    imageProduct: 'verin-gaz-porte-relevable-meuble-haut',
    seo: {
      title: 'Vérins et compas pour le mobilier',
      description: 'Vérins pour portes relevables, lits coffres, coffres et banquettes, compas freinés et amortisseurs de fermeture douce.',
    },
  },
  {
    handle: 'industrie',
    title: 'Industrie',
    description:
      'Vérins et amortisseurs pour la maintenance industrielle : capots de machines, portes de fours, automatismes, bridage et levage.',
    imageProduct: 'verin-gaz-compression-28-14-course-200-chape-m14',
    seo: {
      title: 'Vérins pour l’industrie et la maintenance',
      description: 'Vérins à gaz forte charge, vérins hydrauliques et pneumatiques, amortisseurs de butée : le stock des services maintenance.',
    },
  },
  {
    handle: 'medical',
    title: 'Médical',
    description:
      'Vérins blocables et vérins inox pour lits médicalisés, fauteuils de soins, tables d’examen et chariots désinfectés chaque jour.',
    imageProduct: 'verin-gaz-blocable-rigide-28-10-lit-medicalise',
    seo: {
      title: 'Vérins pour le matériel médical',
      description: 'Vérins à gaz blocables rigides, vérins inox 304 et 316L et amortisseurs inox pour lits médicalisés et équipements de soins.',
    },
  },
  {
    handle: 'marine',
    title: 'Marine',
    description:
      'Vérins, compas et ferrures en inox 316L pour les bateaux : trappes de pont, coffres de cockpit, capots moteur et équipements de pont.',
    imageProduct: 'verin-gaz-trappe-bateau-inox-316l-15-6',
    seo: {
      title: 'Vérins inox 316L pour bateaux',
      description: 'Vérins à gaz, vérins hydrauliques, compas et ferrures en inox 316L pour trappes et coffres de bateaux.',
    },
  },
  {
    handle: 'bestsellers',
    title: 'Meilleures ventes',
    description:
      'Les vérins et accessoires les plus commandés par nos clients, artisans comme services de maintenance, disponibles en stock.',
    imageProduct: 'verin-gaz-compression-15-6-course-50-oeillet',
    seo: {
      title: 'Meilleures ventes – vérins et accessoires',
      description: 'Les vérins à gaz, compas, rotules et vérins pneumatiques les plus vendus de la boutique.',
    },
  },
  {
    handle: 'nouveautes',
    title: 'Nouveautés',
    description:
      'Les derniers produits entrés au catalogue : nouveaux vérins blocables, vérins inox, amortisseurs et accessoires.',
    imageProduct: 'verin-gaz-blocable-rigide-28-10-lit-medicalise',
    seo: {
      title: 'Nouveautés – vérins et accessoires',
      description: 'Découvrez les nouveaux vérins à gaz, hydrauliques et pneumatiques et les derniers accessoires ajoutés au catalogue.',
    },
  },
  {
    handle: 'promo',
    title: 'Promotions',
    description:
      'Vérins et accessoires à prix réduit pendant une durée limitée ou jusqu’à épuisement du stock.',
    imageProduct: 'kit-2-verins-gaz-lit-coffre',
    seo: {
      title: 'Promotions sur les vérins et accessoires',
      description: 'Remises sur une sélection de vérins à gaz, vérins hydrauliques et pneumatiques, compas et kits de fixation.',
    },
  },
];
