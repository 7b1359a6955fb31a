// /support: the installation guide to download and the five questions of the FAQ
// (SPEC.md 'Support'). Answers use the inline marks of blocks.ts.

import {
  LIFETIME_CYCLES,
  ORDER_CUTOFF_HOUR,
  WARRANTY_YEARS,
  WARRANTY_YEARS_FRENCH_MADE,
  CUSTOM_MANUFACTURING_WEEKS,
  DELIVERY_OPTIONS,
  REPLY_HOURS,
} from '../constants.ts';
import {formatNumber} from '../money.ts';

const [STANDARD, EXPRESS] = DELIVERY_OPTIONS;

export const INSTALLATION_GUIDE = {
  href: '/guides/guide-installation-verins-a-gaz.html',
  fileName: 'guide-installation-verins-a-gaz.html',
  title: 'Guide d’installation des vérins à gaz',
  summary: 'Sécurité, choix de la force, mesures, montage pas à pas, entretien, dépannage et recyclage.',
  format: 'Page HTML imprimable (enregistrable en PDF depuis votre navigateur)',
};

export interface FaqItem {
  id: string;
  question: string;
  answer: string[];
}

export const FAQ: FaqItem[] = [
  {
    id: 'choisir-force',
    question: 'Comment choisir la force d’un vérin à gaz ?',
    answer: [
      'Pour un couvercle articulé, la force d’un vérin vaut environ : poids du couvercle (kg) × 9,81 × distance entre la charnière et le centre de gravité ÷ (nombre de vérins × bras de levier du vérin). Ajoutez 10 à 15 % de marge pour compenser les frottements et le froid.',
      'Exemple : un couvercle de 12 kg et 600 mm de profondeur (centre de gravité à 300 mm), tenu par deux vérins fixés à 80 mm de la charnière : 12 × 9,81 × 300 ÷ (2 × 80) ≈ 221 N, soit des vérins de 250 N. Le [guide d’installation](/guides/guide-installation-verins-a-gaz.html) détaille le calcul.',
    ],
  },
  {
    id: 'mesurer',
    question: 'Comment relever les dimensions d’un vérin à remplacer ?',
    answer: [
      'Mesurez la longueur entre les axes des fixations, vérin complètement sorti, puis la course (la partie visible de la tige). Notez le diamètre du corps et de la tige, le type d’embout (œillet, rotule, chape) et son filetage.',
      'La force est généralement imprimée sur le corps, en newtons (par exemple « 350 N »). Sans marquage, envoyez-nous une photo : nous vous aidons à retrouver la référence.',
    ],
  },
  {
    id: 'sens-montage',
    question: 'Dans quel sens faut-il monter un vérin à gaz ?',
    answer: [
      'Tige vers le bas, dans la mesure du possible : l’huile contenue dans le vérin lubrifie alors le joint à chaque mouvement, ce qui garantit l’amortissement en fin de course et prolonge sa durée de vie.',
      'Alignez bien les deux points de fixation pour éviter tout effort latéral sur la tige ; en cas de doute, choisissez des embouts à rotule.',
    ],
  },
  {
    id: 'duree-de-vie',
    question: 'Quelle est la durée de vie d’un vérin et quelle est sa garantie ?',
    answer: [
      `Un vérin à gaz bien choisi et bien monté effectue couramment ${formatNumber(LIFETIME_CYCLES.min)} à ${formatNumber(LIFETIME_CYCLES.max)} cycles. Tous nos produits sont garantis ${WARRANTY_YEARS} ans, ${WARRANTY_YEARS_FRENCH_MADE} ans lorsqu’ils sont fabriqués en France. Voir notre page [Garantie](/garantie).`,
    ],
  },
  {
    id: 'delais',
    question: 'Quels sont vos délais de livraison et de fabrication sur mesure ?',
    answer: [
      `Les produits en stock commandés avant ${ORDER_CUTOFF_HOUR} h sont expédiés le jour même ; la livraison standard prend ${STANDARD.description}, l’express ${EXPRESS.description}. Voir notre page [Livraison](/livraison).`,
      `Pour un vérin sur mesure, nous vous adressons un devis sous ${REPLY_HOURS.customQuote} h ; la fabrication prend ensuite ${CUSTOM_MANUFACTURING_WEEKS.min} à ${CUSTOM_MANUFACTURING_WEEKS.max} semaines selon la quantité et les options.`,
    ],
  },
];
