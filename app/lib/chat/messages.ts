// Fixed texts of the assistant and the helpers the widget shows recommendations with.

import {SHOP} from '../constants.ts';
import type {ChatReply, SuggestedAction} from './types.ts';

export const ASSISTANT_NAME = `Assistant ${SHOP.name}`;

export const WELCOME_MESSAGE =
  `Bonjour ! Je suis l’assistant de ${SHOP.name}, spécialiste des vérins à gaz, hydrauliques et pneumatiques. ` +
  `Décrivez-moi votre besoin (usage, force, longueur, course, embouts) et je vous propose les modèles adaptés. ` +
  `Je réponds aussi sur la livraison, les retours et la garantie.`;

/** Shown while the conversation has at most one message (SPEC.md section 4). */
export const SUGGESTED_QUESTIONS: readonly {label: string; message: string}[] = [
  {label: 'Vérin pour coffre de lit', message: 'Quel vérin pour un coffre de lit ?'},
  {label: 'Vérin inox pour bateau', message: 'Je cherche un vérin inox pour bateau'},
  {label: 'Délais de livraison', message: 'Quels sont les délais de livraison ?'},
  {label: 'Choisir la force', message: 'Comment choisir la force de mon vérin ?'},
];

export const FALLBACK_ACTIONS: SuggestedAction[] = [
  {label: 'Voir nos produits', action: 'link', value: '/products'},
  {label: 'Nous contacter', action: 'link', value: '/contact'},
];

/** When neither the model nor the embedded expert can answer (SPEC.md section 8). */
export function fallbackReply(): ChatReply {
  return {
    message:
      `Désolé, je ne peux pas vous répondre pour le moment. Notre équipe vous aide au ${SHOP.phone} ` +
      `ou par e-mail à ${SHOP.email} (${SHOP.hours.charAt(0).toLowerCase()}${SHOP.hours.slice(1)}).`,
    products: [],
    suggestedActions: FALLBACK_ACTIONS,
    needsHumanAssistance: true,
  };
}

export type ConfidenceLabel = 'excellent' | 'bon' | 'possible';

/** SPEC.md section 5: 0.9 or more excellent, 0.7 or more good, otherwise possible. */
export function confidenceLabel(confidence: number): ConfidenceLabel {
  if (confidence >= 0.9) return 'excellent';
  if (confidence >= 0.7) return 'bon';
  return 'possible';
}

export const CONFIDENCE_TEXT: Record<ConfidenceLabel, string> = {
  excellent: 'Excellent choix',
  bon: 'Bon choix',
  possible: 'Choix possible',
};

/** Stars shown: confidence × 5, rounded, between 0 and 5. */
export function confidenceStars(confidence: number): number {
  if (!Number.isFinite(confidence)) return 0;
  return Math.min(5, Math.max(0, Math.round(confidence * 5)));
}
