// The shop's policies (Shop.privacyPolicy, termsOfService, refundPolicy,
// shippingPolicy), in French and consistent with DESIGN.md section 4 and SPEC.md
// section 9: 14-day withdrawal right and 30-day returns, refunds within 7 days,
// 2-year warranty (3 years when made in France), delivery options and prices.

import {COUNTRIES, DELIVERY_OPTIONS, FREE_DELIVERY_MIN_CYLINDERS, FREE_DELIVERY_THRESHOLD_HT, SHOP, formatMoney} from '../shared-rules.ts';
import type {PolicySeed} from './types.ts';

const price = (handle: string) => formatMoney(DELIVERY_OPTIONS.find((option) => option.handle === handle)?.price ?? 0);
const names = COUNTRIES.map((country) => (country.isoCode === 'FR' ? 'la France métropolitaine' : country.name));
const countries = `${names.slice(0, -1).join(', ')} et ${names.at(-1)}`;
const address = `${SHOP.legalName}, ${SHOP.address.street}, ${SHOP.address.postalCode} ${SHOP.address.city}`;

export const POLICIES = {
  privacyPolicy: {
    id: 1,
    handle: 'privacy-policy',
    title: 'Politique de confidentialité',
    bodyHtml: `<p>${address} (« nous ») traite les données personnelles de ses clients et visiteurs conformément au règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés.</p>
<h2>Données collectées</h2>
<ul>
<li>Compte client : nom, prénom, adresse e-mail, téléphone, mot de passe (conservé uniquement sous forme chiffrée), adresses de livraison.</li>
<li>Commandes : articles, montants, adresse de livraison, moyen de paiement choisi, raison sociale et SIRET pour le paiement sur facture.</li>
<li>Échanges : messages du formulaire de contact, demandes de devis, avis produits, abonnement à la lettre d’information.</li>
<li>Navigation : cookies strictement nécessaires à la session et au panier, et mémorisation de l’affichage des prix (HT ou TTC). Aucun cookie de mesure d’audience ni de publicité.</li>
</ul>
<h2>Finalités et bases légales</h2>
<p>Nous utilisons ces données pour exécuter vos commandes et le service après-vente (exécution du contrat), tenir notre comptabilité (obligation légale), répondre à vos demandes et améliorer le site (intérêt légitime) et vous envoyer notre lettre d’information (consentement, retirable à tout moment).</p>
<h2>Durées de conservation</h2>
<p>Les données de compte sont conservées tant que le compte est actif, puis trois ans après le dernier contact. Les pièces comptables sont conservées dix ans. Les messages de contact et de devis sont conservés trois ans.</p>
<h2>Destinataires</h2>
<p>Vos données ne sont jamais vendues. Elles sont transmises uniquement aux prestataires nécessaires à votre commande (transporteurs, hébergeur, banque), dans l’Union européenne.</p>
<h2>Vos droits</h2>
<p>Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité. Écrivez-nous à ${SHOP.email} ou à l’adresse ci-dessus. Vous pouvez également saisir la CNIL.</p>`,
  },
  termsOfService: {
    id: 2,
    handle: 'terms-of-service',
    title: 'Conditions générales de vente',
    bodyHtml: `<p>Les présentes conditions s’appliquent à toute commande passée sur la boutique en ligne de ${address}.</p>
<h2>Prix</h2>
<p>Les prix sont indiqués en euros, toutes taxes comprises (TVA 20 % incluse). Les prix hors taxes affichés sur demande sont calculés en divisant le prix TTC par 1,2. Les frais de livraison sont indiqués avant la validation de la commande.</p>
<h2>Commande et paiement</h2>
<p>La commande est ferme après validation de la page de paiement. Elle est réglée par virement bancaire, ou à 30 jours sur facture pour les professionnels disposant d’un numéro SIRET. Les cartes cadeaux et les codes de réduction s’appliquent avant le paiement. La commande par virement est expédiée à réception des fonds.</p>
<h2>Livraison</h2>
<p>Les commandes sont expédiées sous 24 heures ouvrées. Les modes et délais de livraison sont décrits dans notre politique d’expédition.</p>
<h2>Droit de rétractation et retours</h2>
<p>Le consommateur dispose d’un délai légal de <strong>14 jours</strong> à compter de la réception pour exercer son droit de rétractation, sans motif. Au-delà de ce droit légal, nous acceptons les retours pendant <strong>30 jours</strong> pour tout article neuf dans son emballage d’origine. Les vérins fabriqués sur mesure ne sont ni repris ni échangés. Le remboursement intervient dans les <strong>7 jours</strong> suivant la réception du retour.</p>
<h2>Garanties</h2>
<p>Tous nos produits bénéficient de la garantie légale de conformité et de la garantie contre les vices cachés. Nos vérins sont en outre garantis <strong>2 ans</strong>, et <strong>3 ans</strong> pour les produits fabriqués en France, contre tout défaut de fabrication dans le cadre d’un montage et d’une utilisation conformes.</p>
<h2>Litiges</h2>
<p>Les présentes conditions sont soumises au droit français. En cas de litige, le consommateur peut recourir gratuitement à un médiateur de la consommation avant toute action en justice.</p>`,
  },
  refundPolicy: {
    id: 3,
    handle: 'refund-policy',
    title: 'Politique de remboursement',
    bodyHtml: `<h2>Rétractation : 14 jours</h2>
<p>Conformément au Code de la consommation, vous disposez de 14 jours à compter de la réception de votre commande pour nous informer de votre décision de vous rétracter, sans avoir à vous justifier.</p>
<h2>Retours : 30 jours</h2>
<p>Nous allons plus loin que la loi : vous pouvez nous retourner tout article pendant 30 jours après réception, s’il est neuf, non monté et dans son emballage d’origine. Contactez-nous à ${SHOP.email} ou au ${SHOP.phone} (${SHOP.hours.toLowerCase()}) pour obtenir votre numéro de retour.</p>
<h2>Remboursement sous 7 jours</h2>
<p>Dès réception et contrôle de l’article retourné, nous vous remboursons sous 7 jours le prix des articles et les frais de livraison initiaux de la livraison standard, par le moyen de paiement utilisé. Les frais de retour restent à votre charge, sauf si l’article est défectueux ou ne correspond pas à votre commande.</p>
<h2>Exclusions</h2>
<p>Les vérins fabriqués sur mesure selon vos spécifications ne peuvent être ni repris ni échangés, sauf défaut de fabrication.</p>
<h2>Produit défectueux</h2>
<p>Un produit défectueux est couvert par notre garantie de 2 ans (3 ans pour les produits fabriqués en France) : il est réparé, remplacé ou remboursé, et les frais de retour sont à notre charge.</p>`,
  },
  shippingPolicy: {
    id: 4,
    handle: 'shipping-policy',
    title: "Politique d’expédition",
    bodyHtml: `<p>Toutes les commandes sont préparées et expédiées sous 24 heures ouvrées depuis notre entrepôt de ${SHOP.address.city}. Une commande passée avant 16 h part le jour même.</p>
<h2>Modes de livraison</h2>
<ul>
<li><strong>Livraison standard</strong> en 3 à 5 jours ouvrés : ${price('standard')}, <strong>offerte dès ${FREE_DELIVERY_THRESHOLD_HT} € HT d’achats ou dès ${FREE_DELIVERY_MIN_CYLINDERS} vérins</strong> dans la même commande.</li>
<li><strong>Livraison express</strong> en 24 à 48 h : ${price('express')}.</li>
<li><strong>Livraison urgente le jour même à Paris</strong> (codes postaux 75xxx) pour une commande passée avant 16 h : ${price('same-day-paris')}.</li>
</ul>
<h2>Zones desservies</h2>
<p>Nous livrons ${countries}, aux mêmes conditions.</p>
<h2>Suivi et réception</h2>
<p>Un lien de suivi vous est communiqué dès l’expédition. À la réception, vérifiez l’état du colis devant le livreur et notez toute réserve sur le bon de livraison en cas de dommage.</p>`,
  },
} satisfies Record<string, PolicySeed>;
