// Store pages (Page objects): who we are, and the customer-service pages whose rules
// the policies state in full.

import {SHOP} from '../shared-rules.ts';
import {POLICIES} from './policies.ts';
import type {PageSeed} from './types.ts';

export const PAGES: readonly PageSeed[] = [
  {
    id: 1,
    handle: 'a-propos',
    title: 'À propos de Vérins Pro',
    bodyHtml: `<p>${SHOP.name} est un distributeur spécialisé de vérins à gaz, hydrauliques et pneumatiques, installé à ${SHOP.address.city}. Depuis notre atelier du ${SHOP.address.street}, nous conseillons et livrons artisans, fabricants de mobilier, industriels, services techniques d’hôpitaux et plaisanciers.</p>
<h2>Notre métier</h2>
<p>Choisir un vérin, c’est d’abord comprendre une application : une masse, une cinématique, un environnement. Notre équipe technique calcule la force adaptée, propose l’équivalent d’un vérin d’origine à partir de ses cotes et conçoit des vérins sur mesure, avec un devis sous 48 heures et une fabrication en 2 à 4 semaines.</p>
<h2>Nos engagements</h2>
<ul>
<li>Expédition sous 24 heures des articles en stock.</li>
<li>Garantie de 2 ans, portée à 3 ans pour nos produits fabriqués en France.</li>
<li>Retours acceptés pendant 30 jours.</li>
<li>Un service client joignable ${SHOP.hours.toLowerCase()}, au ${SHOP.phone}.</li>
</ul>`,
    seo: {title: 'À propos de Vérins Pro, spécialiste des vérins', description: 'Qui sommes-nous : un distributeur lyonnais de vérins à gaz, hydrauliques et pneumatiques, avec conseil technique et fabrication sur mesure.'},
    createdAt: '2026-01-05T08:00:00Z',
    updatedAt: '2026-06-02T08:00:00Z',
  },
  {
    id: 2,
    handle: 'livraison',
    title: 'Livraison',
    bodyHtml: POLICIES.shippingPolicy.bodyHtml,
    seo: {title: 'Livraison : délais et tarifs', description: 'Livraison standard offerte dès 250 € HT ou 20 vérins, express en 24 à 48 h, urgente le jour même à Paris. Expédition sous 24 heures.'},
    createdAt: '2026-01-05T08:00:00Z',
    updatedAt: '2026-03-10T08:00:00Z',
  },
  {
    id: 3,
    handle: 'retours',
    title: 'Retours et remboursements',
    bodyHtml: POLICIES.refundPolicy.bodyHtml,
    seo: {title: 'Retours et remboursements', description: 'Rétractation de 14 jours, retours acceptés pendant 30 jours, remboursement sous 7 jours.'},
    createdAt: '2026-01-05T08:00:00Z',
    updatedAt: '2026-03-10T08:00:00Z',
  },
  {
    id: 4,
    handle: 'garantie',
    title: 'Garantie',
    bodyHtml: `<p>Tous nos vérins sont garantis <strong>2 ans</strong> contre les défauts de fabrication. Les produits fabriqués en France bénéficient d’une garantie de <strong>3 ans</strong>.</p>
<h2>Ce que couvre la garantie</h2>
<p>Une perte de force anormale, une fuite ou une rupture survenant dans le cadre d’un montage et d’une utilisation conformes : vérin à gaz monté tige vers le bas, sans effort latéral, dans sa plage de température et sans servir de butée.</p>
<h2>Ce qu’elle ne couvre pas</h2>
<p>L’usure normale au-delà de la durée de vie annoncée (50 000 à 100 000 cycles selon les modèles), les tiges rayées, peintes ou faussées, les montages non conformes et les vérins ouverts ou modifiés.</p>
<h2>Comment la faire jouer</h2>
<p>Contactez-nous à ${SHOP.email} avec votre numéro de commande, la référence du vérin et une photo du montage. Nous vous répondons sous 48 heures ; un produit reconnu défectueux est remplacé ou remboursé, frais de retour à notre charge. La garantie ne remplace pas la garantie légale de conformité, qui s’applique aussi.</p>`,
    seo: {title: 'Garantie 2 ans, 3 ans fabriqué en France', description: 'Nos vérins sont garantis 2 ans, 3 ans pour les produits fabriqués en France : ce qui est couvert et comment faire jouer la garantie.'},
    createdAt: '2026-01-05T08:00:00Z',
    updatedAt: '2026-03-10T08:00:00Z',
  },
];
