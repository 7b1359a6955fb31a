// The blog's authors: the shop's engineering, after-sales and quality people.

import type {AuthorSeed} from './types.ts';

export const AUTHORS = {
  claire: {
    firstName: 'Claire',
    lastName: 'Dumont',
    email: 'claire.dumont@verins-pro.fr',
    bio: "Ingénieure en mécanique, Claire dimensionne les vérins de nos clients industriels depuis douze ans et répond aux demandes de vérins sur mesure.",
  },
  julien: {
    firstName: 'Julien',
    lastName: 'Moreau',
    email: 'julien.moreau@verins-pro.fr',
    bio: 'Technicien du service après-vente, Julien aide chaque jour artisans et particuliers à monter, régler et remplacer leurs vérins.',
  },
  sophie: {
    firstName: 'Sophie',
    lastName: 'Lefèvre',
    email: 'sophie.lefevre@verins-pro.fr',
    bio: 'Responsable qualité, Sophie suit les essais de durée de vie, les matériaux et la conformité des vérins que nous distribuons.',
  },
} satisfies Record<string, AuthorSeed>;
