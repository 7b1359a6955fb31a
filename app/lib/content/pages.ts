// The texts of the editorial pages. Figures come from the shared rules (app/lib), never
// retyped, so a price or a delay changed there changes here too.

import {
  COMPANY,
  DELIVERY_OPTIONS,
  DISPATCH_HOURS,
  FREE_DELIVERY_MIN_CYLINDERS,
  FREE_DELIVERY_THRESHOLD_HT,
  LIFETIME_CYCLES,
  ORDER_CUTOFF_HOUR,
  RETURNS,
  SHOP,
  VAT_RATE,
  VOLUME_TIERS,
  WARRANTY_YEARS,
  WARRANTY_YEARS_FRENCH_MADE,
  INVOICE_PAYMENT_DAYS,
  REPLY_HOURS,
} from '../constants.ts';
import {COUNTRIES} from '../countries.ts';
import {formatMoney, formatNumber, formatPercent} from '../money.ts';
import {PRICE_MODE_COOKIE, PRICE_MODE_COOKIE_MAX_AGE} from '../vat.ts';
import {volumeTierRangeLabel} from '../volume-discount.ts';
import type {Block, ContentPage} from './blocks.ts';

function option(handle: (typeof DELIVERY_OPTIONS)[number]['handle']) {
  const found = DELIVERY_OPTIONS.find((candidate) => candidate.handle === handle);
  if (!found) throw new Error(`Unknown delivery option ${handle}`);
  return found;
}

const STANDARD = option('standard');
const EXPRESS = option('express');
const SAME_DAY = option('same-day-paris');

const ADDRESS = `${SHOP.address.street}, ${SHOP.address.postalCode} ${SHOP.address.city}, ${SHOP.address.country}`;
const PHONE = `[${SHOP.phone}](tel:${SHOP.phoneE164})`;
const EMAIL = `[${SHOP.email}](mailto:${SHOP.email})`;
const DPO_EMAIL = `[${COMPANY.dpoEmail}](mailto:${COMPANY.dpoEmail})`;
const HOURS = SHOP.hours.charAt(0).toLowerCase() + SHOP.hours.slice(1);
const VAT = formatPercent(VAT_RATE * 100);
// No-break spaces: '250 € HT' and '16 h' never split across lines.
const THRESHOLD = `${formatNumber(FREE_DELIVERY_THRESHOLD_HT)}\u00a0€\u00a0HT`;
const CUTOFF = `${ORDER_CUTOFF_HOUR}\u00a0h`;
const CYCLES = `${formatNumber(LIFETIME_CYCLES.min)} à ${formatNumber(LIFETIME_CYCLES.max)} cycles`;
const UPDATED = '2026-11-23';
const COUNTRY_NAMES = COUNTRIES.map((country) => country.name);
/** 'France, Belgique, … et Monaco': the countries the checkout accepts. */
const DESTINATIONS = `${COUNTRY_NAMES.slice(0, -1).join(', ')} et ${COUNTRY_NAMES.at(-1)}`;
const PRICE_COOKIE_DAYS = Math.round(PRICE_MODE_COOKIE_MAX_AGE / 86400);

const FREE_RULE = `La livraison standard est offerte dès ${THRESHOLD} d’achats ou dès ${FREE_DELIVERY_MIN_CYLINDERS} vérins dans la même commande.`;

const DELIVERY_TABLE: Block = {
  table: {
    caption: 'Modes de livraison et tarifs (TTC)',
    head: ['Mode de livraison', 'Délai', 'Tarif'],
    rows: [
      [STANDARD.title, STANDARD.description, `${formatMoney(STANDARD.price)}, offerte dès ${THRESHOLD} ou ${FREE_DELIVERY_MIN_CYLINDERS} vérins`],
      [EXPRESS.title, EXPRESS.description, formatMoney(EXPRESS.price)],
      [SAME_DAY.title, `${SAME_DAY.description}, Paris intra-muros (codes postaux 75xxx)`, formatMoney(SAME_DAY.price)],
    ],
  },
};

const VOLUME_TABLE_TEXT = VOLUME_TIERS.map((tier) => `${formatPercent(tier.percent)} de ${volumeTierRangeLabel(tier)}`).join(', ');

export const CONTENT_PAGES = {
  'mentions-legales': {
    path: '/mentions-legales',
    title: 'Mentions légales',
    description: `Mentions légales du site ${SHOP.name} : éditeur, directeur de la publication, hébergeur, propriété intellectuelle et médiation.`,
    lead: `Les informations ci-dessous sont publiées en application de l’article 6 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique.`,
    updated: UPDATED,
    policy: 'legalNotice',
    sections: [
      {
        id: 'editeur',
        title: 'Éditeur du site',
        blocks: [
          {
            definitions: [
              ['Raison sociale', SHOP.legalName],
              ['Forme juridique', `${COMPANY.legalForm} au capital de ${COMPANY.capital}`],
              ['Siège social', ADDRESS],
              ['Immatriculation', `${COMPANY.rcs}, SIRET ${COMPANY.siret}`],
              ['TVA intracommunautaire', COMPANY.vatNumber],
              ['Code NAF', COMPANY.naf],
              ['Téléphone', `${PHONE} (${HOURS})`],
              ['E-mail', EMAIL],
            ],
          },
        ],
      },
      {
        id: 'publication',
        title: 'Directeur de la publication',
        blocks: [`${COMPANY.president}, président de ${SHOP.legalName}.`],
      },
      {
        id: 'hebergement',
        title: 'Hébergement',
        blocks: [
          'Le site, le catalogue, les paniers et les commandes sont hébergés par Shopify International Limited, Victoria Buildings, 2e étage, 1-2 Haddington Road, Dublin 4, D04 XN32, Irlande ([www.shopify.com](https://www.shopify.com)). Les pages de la boutique sont servies par Oxygen, la plateforme d’hébergement de Shopify.',
        ],
      },
      {
        id: 'propriete-intellectuelle',
        title: 'Propriété intellectuelle',
        blocks: [
          `L’ensemble des contenus de ce site (textes, dessins techniques, photographies, logos, guides, structure et mise en page) est la propriété de ${SHOP.legalName} ou de ses partenaires et est protégé par le Code de la propriété intellectuelle. Toute reproduction, représentation ou adaptation, totale ou partielle, sans autorisation écrite préalable est interdite.`,
          'Les marques et références de fabricants citées le sont à seule fin d’identification des produits et appartiennent à leurs titulaires respectifs.',
        ],
      },
      {
        id: 'responsabilite',
        title: 'Responsabilité',
        blocks: [
          `Les caractéristiques techniques publiées (forces, courses, dimensions, durées de vie) sont données de bonne foi d’après les données des fabricants. Elles ne dispensent pas l’utilisateur de vérifier l’adéquation du produit à son application ; notre [service technique](/support) vous aide gratuitement dans ce choix.`,
          `${SHOP.legalName} s’efforce d’assurer l’exactitude et la mise à jour des informations du site mais ne peut garantir l’absence d’erreur ou d’interruption. Les liens vers des sites extérieurs n’engagent pas sa responsabilité quant à leur contenu.`,
        ],
      },
      {
        id: 'donnees',
        title: 'Données personnelles et cookies',
        blocks: [
          'Le traitement de vos données personnelles est décrit dans notre [politique de confidentialité](/politique-de-confidentialite) ; les cookies utilisés par le site sont présentés dans notre [politique de cookies](/politique-cookies).',
        ],
      },
      {
        id: 'mediation',
        title: 'Médiation de la consommation',
        blocks: [
          `Conformément aux articles L612-1 et suivants du Code de la consommation, un client consommateur peut recourir gratuitement au médiateur de la consommation dont nous relevons, CM2C – Centre de la médiation de la consommation de conciliateurs de justice ([www.cm2c.net](https://www.cm2c.net)), après avoir adressé une réclamation écrite à notre service client restée sans réponse satisfaisante dans un délai de deux mois.`,
        ],
      },
      {
        id: 'droit-applicable',
        title: 'Droit applicable',
        blocks: ['Le présent site et ses mentions légales sont soumis au droit français.'],
      },
    ],
    related: [
      {to: '/conditions-generales-vente', label: 'Conditions générales de vente'},
      {to: '/politique-de-confidentialite', label: 'Politique de confidentialité'},
      {to: '/contact', label: 'Nous contacter'},
    ],
  },

  'politique-de-confidentialite': {
    path: '/politique-de-confidentialite',
    title: 'Politique de confidentialité',
    description: `Comment ${SHOP.name} collecte, utilise et protège vos données personnelles, combien de temps elles sont gardées et comment exercer vos droits (RGPD).`,
    lead: `Nous ne collectons que les données nécessaires pour vous conseiller, traiter vos commandes et répondre à vos messages. Nous ne les vendons ni ne les louons à personne.`,
    updated: UPDATED,
    policy: 'privacyPolicy',
    toc: true,
    sections: [
      {
        id: 'responsable',
        title: 'Responsable du traitement',
        blocks: [
          `Le responsable du traitement est ${SHOP.legalName}, ${ADDRESS} (${COMPANY.rcs}). Pour toute question relative à vos données, écrivez à notre référent données personnelles : ${DPO_EMAIL}.`,
        ],
      },
      {
        id: 'donnees-collectees',
        title: 'Données que nous collectons',
        blocks: [
          {
            list: [
              '**Compte client** : nom, prénom, adresse e-mail, téléphone, adresses de livraison et de facturation, mot de passe (conservé chiffré par notre prestataire, jamais lisible par nous).',
              '**Commandes** : produits commandés, montants, adresse et mode de livraison, moyen de paiement choisi et, pour les professionnels payant sur facture, raison sociale et numéro SIRET. Nous ne recevons aucun numéro de carte bancaire.',
              '**Formulaires** : les informations que vous saisissez dans le formulaire de contact (nom, e-mail, téléphone et société facultatifs, sujet, message), dans une demande de vérin sur mesure, lors de l’inscription à la lettre d’information ou dans un avis sur un produit.',
              '**Données techniques** : le cookie de session nécessaire au panier et à la connexion, votre préférence d’affichage des prix, et les journaux techniques du serveur (adresse IP, date, page demandée) utilisés pour la sécurité.',
            ],
          },
        ],
      },
      {
        id: 'finalites',
        title: 'Finalités, bases légales et durées de conservation',
        blocks: [
          {
            table: {
              caption: 'Pourquoi nous utilisons vos données et combien de temps nous les gardons',
              head: ['Finalité', 'Base légale', 'Durée de conservation'],
              rows: [
                ['Traiter et livrer vos commandes, facturer, assurer le service après-vente et les garanties', 'Exécution du contrat', 'Durée de la relation commerciale, puis 10 ans pour les pièces comptables (article L123-22 du Code de commerce)'],
                ['Gérer votre compte client', 'Exécution du contrat', 'Jusqu’à la suppression du compte, ou 3 ans après votre dernière activité'],
                ['Répondre à vos messages et à vos demandes de devis', 'Mesures précontractuelles et intérêt légitime', '3 ans à compter de notre dernier échange'],
                ['Vous envoyer notre lettre d’information', 'Consentement', 'Jusqu’à votre désinscription'],
                ['Publier votre avis sur un produit (après modération)', 'Consentement', 'Tant que le produit est en vente ; votre e-mail n’est jamais publié'],
                ['Assurer la sécurité du site et prévenir la fraude', 'Intérêt légitime', '12 mois pour les journaux techniques'],
                ['Respecter nos obligations comptables et fiscales', 'Obligation légale', '10 ans'],
              ],
            },
          },
        ],
      },
      {
        id: 'destinataires',
        title: 'Destinataires',
        blocks: [
          'Vos données sont traitées par les seules personnes de notre équipe qui en ont besoin (service client, logistique, comptabilité), et par nos sous-traitants, tenus par contrat à la confidentialité et à la sécurité :',
          {
            list: [
              'Shopify, qui héberge le site, le catalogue, les comptes clients et les commandes ;',
              'nos transporteurs, qui reçoivent le nom, l’adresse et le téléphone nécessaires à la livraison ;',
              'notre banque, pour le rapprochement des virements, et notre expert-comptable.',
            ],
          },
          'Aucune donnée n’est vendue, louée ni cédée à des fins publicitaires.',
        ],
      },
      {
        id: 'transferts',
        title: 'Transferts hors de l’Union européenne',
        blocks: [
          'Notre hébergeur Shopify peut traiter certaines données au Canada, pays reconnu par la Commission européenne comme assurant un niveau de protection adéquat, et aux États-Unis, dans le cadre du Data Privacy Framework UE–États-Unis ou de clauses contractuelles types approuvées par la Commission européenne.',
        ],
      },
      {
        id: 'securite',
        title: 'Sécurité',
        blocks: [
          'Le site est servi exclusivement en HTTPS. Votre session de connexion est conservée dans un cookie chiffré, inaccessible aux scripts de la page. Les accès à l’administration de la boutique sont protégés par mot de passe et réservés aux personnes habilitées.',
        ],
      },
      {
        id: 'droits',
        title: 'Vos droits',
        blocks: [
          'Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation et de portabilité de vos données, d’un droit d’opposition à leur traitement, du droit de retirer à tout moment votre consentement (par exemple en vous désinscrivant de la lettre d’information) et du droit de définir des directives relatives à leur sort après votre décès.',
          `Pour les exercer, écrivez à ${DPO_EMAIL} ou par courrier à ${SHOP.legalName}, ${ADDRESS}. Nous vous répondons dans un délai d’un mois. Une pièce d’identité ne vous sera demandée qu’en cas de doute raisonnable sur votre identité.`,
          'Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la CNIL, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07 ([www.cnil.fr](https://www.cnil.fr)).',
          'Si vous ne souhaitez pas faire l’objet de prospection commerciale par téléphone, vous pouvez vous inscrire gratuitement sur la liste d’opposition Bloctel ([www.bloctel.gouv.fr](https://www.bloctel.gouv.fr)).',
        ],
      },
      {
        id: 'cookies',
        title: 'Cookies',
        blocks: [
          'Le site n’utilise ni cookie publicitaire ni outil de mesure d’audience. Les deux cookies qu’il dépose, strictement nécessaires, sont décrits dans notre [politique de cookies](/politique-cookies).',
        ],
      },
      {
        id: 'modifications',
        title: 'Modifications',
        blocks: [
          'Nous pouvons faire évoluer cette politique, notamment pour tenir compte de nouvelles fonctions du site ou d’évolutions réglementaires. La date de dernière mise à jour figure en haut de cette page.',
        ],
      },
    ],
    related: [
      {to: '/politique-cookies', label: 'Politique de cookies'},
      {to: '/mentions-legales', label: 'Mentions légales'},
      {to: '/contact', label: 'Nous contacter'},
    ],
  },

  'conditions-generales-vente': {
    path: '/conditions-generales-vente',
    title: 'Conditions générales de vente',
    description: `Conditions générales de vente de ${SHOP.name} aux particuliers et aux professionnels : prix, commande, paiement, livraison, rétractation, retours et garanties.`,
    lead: `Les présentes conditions s’appliquent à toute commande passée sur ce site par un client consommateur ou professionnel. Elles peuvent être enregistrées et imprimées depuis votre navigateur.`,
    updated: UPDATED,
    policy: 'termsOfService',
    toc: true,
    sections: [
      {
        id: 'article-1',
        title: 'Article 1 – Objet et champ d’application',
        blocks: [
          `Les présentes conditions générales de vente (CGV) régissent les ventes de vérins à gaz, vérins hydrauliques et pneumatiques, amortisseurs, supports de levage et accessoires conclues à distance sur ce site entre ${SHOP.legalName} (« le vendeur ») et toute personne qui passe commande (« le client »).`,
          'Le client « consommateur » est une personne physique qui agit à des fins n’entrant pas dans le cadre de son activité professionnelle ; le client « professionnel » agit pour les besoins de son activité. Les dispositions réservées à l’une ou l’autre catégorie sont signalées comme telles.',
          'Toute commande implique l’acceptation sans réserve des CGV en vigueur au jour de la commande, qui prévalent sur tout autre document, notamment les conditions d’achat d’un client professionnel, sauf accord écrit contraire.',
        ],
      },
      {
        id: 'article-2',
        title: 'Article 2 – Identification du vendeur',
        blocks: [
          `${SHOP.legalName}, ${COMPANY.legalForm.charAt(0).toLowerCase()}${COMPANY.legalForm.slice(1)} au capital de ${COMPANY.capital}, ${ADDRESS}, ${COMPANY.rcs}, SIRET ${COMPANY.siret}, TVA intracommunautaire ${COMPANY.vatNumber}. Téléphone : ${PHONE}, ${HOURS}. E-mail : ${EMAIL}.`,
        ],
      },
      {
        id: 'article-3',
        title: 'Article 3 – Produits',
        blocks: [
          'Les caractéristiques essentielles des produits (force, course, longueurs, diamètres, embouts, matériaux, plages de température, durée de vie indicative) figurent sur chaque fiche produit. Les dessins illustrant les fiches sont des représentations techniques sans valeur contractuelle quant à l’aspect.',
          `La durée de vie indiquée pour un vérin à gaz, généralement de ${CYCLES}, est une valeur moyenne constatée dans des conditions normales d’utilisation ; elle ne constitue pas une garantie.`,
          'Les vérins fabriqués sur mesure d’après les spécifications du client font l’objet d’un devis préalable qui précise leurs caractéristiques, leur prix et leur délai de fabrication.',
          'Les offres sont valables dans la limite des stocks disponibles. Si un produit devient indisponible après la commande, le client en est informé et peut choisir un produit équivalent ou le remboursement intégral des sommes versées pour ce produit.',
        ],
      },
      {
        id: 'article-4',
        title: 'Article 4 – Prix',
        blocks: [
          `Les prix sont indiqués en euros toutes taxes comprises (TTC), TVA française de ${VAT} incluse. Un sélecteur permet d’afficher les prix hors taxes (HT) ; le montant facturé reste celui calculé TTC. Les frais de livraison, indiqués avant la validation de la commande, s’ajoutent au prix des produits.`,
          `Une remise sur quantité s’applique automatiquement, par produit, au panier : ${VOLUME_TABLE_TEXT}.`,
          'Les prix applicables sont ceux affichés au moment de la validation de la commande. Le vendeur se réserve le droit de modifier ses prix à tout moment, sans effet sur les commandes déjà validées.',
        ],
      },
      {
        id: 'article-5',
        title: 'Article 5 – Commande',
        blocks: [
          'Le client sélectionne ses produits et les ajoute au panier, vérifie son contenu puis accède à la page de paiement sécurisée, où il indique ses coordonnées et son adresse de livraison, choisit le mode de livraison et le moyen de paiement. Avant de valider, il peut vérifier le détail et le prix total de sa commande et corriger d’éventuelles erreurs.',
          'La validation de la commande vaut acceptation des présentes CGV et obligation de paiement. Le contrat est formé à cette validation ; une confirmation récapitulant la commande est ensuite affichée et adressée par e-mail au client.',
          'Le vendeur peut refuser ou annuler une commande en cas de litige relatif au paiement d’une commande antérieure ou de demande anormale, notamment par les quantités commandées.',
          'Les données enregistrées par le vendeur constituent la preuve des transactions passées avec le client. Le vendeur archive les commandes d’un montant égal ou supérieur à 120 € TTC pendant 10 ans, et le client peut y accéder sur demande.',
        ],
      },
      {
        id: 'article-6',
        title: 'Article 6 – Paiement',
        blocks: [
          'Le client choisit l’un des moyens de paiement suivants :',
          {
            list: [
              '**Virement bancaire** : les coordonnées bancaires et la référence à indiquer sont communiquées à la fin de la commande. La commande est préparée et expédiée dès réception du virement. Sans paiement reçu sous 10 jours, elle est annulée.',
              `**Paiement à ${INVOICE_PAYMENT_DAYS} jours sur facture**, réservé aux clients professionnels qui indiquent leur raison sociale et leur numéro SIRET : la facture est payable à ${INVOICE_PAYMENT_DAYS} jours à compter de sa date d’émission, sous réserve d’acceptation du compte par le vendeur.`,
            ],
          },
          'Pour les clients professionnels, tout retard de paiement entraîne de plein droit des pénalités au taux égal à trois fois le taux d’intérêt légal, ainsi qu’une indemnité forfaitaire pour frais de recouvrement de 40 € (article L441-10 du Code de commerce). Aucun escompte n’est accordé pour paiement anticipé.',
          'Les produits restent la propriété du vendeur jusqu’au paiement complet de leur prix.',
        ],
      },
      {
        id: 'article-7',
        title: 'Article 7 – Livraison',
        blocks: [
          `Le vendeur livre dans les pays suivants : ${DESTINATIONS}. Les commandes payées avant ${CUTOFF} un jour ouvré sont expédiées le jour même ; les autres sont expédiées sous ${DISPATCH_HOURS} h ouvrées.`,
          DELIVERY_TABLE,
          `${FREE_RULE} La livraison le jour même est proposée pour les adresses de Paris intra-muros, pour une commande passée avant ${CUTOFF}. Les délais indiqués courent à compter de l’expédition, pour la France métropolitaine ; comptez deux à quatre jours ouvrés supplémentaires pour les autres pays. Le détail figure sur notre page [Livraison](/livraison).`,
          'En cas de retard de livraison de plus de 7 jours par rapport à la date annoncée, le client consommateur peut, après avoir enjoint le vendeur de livrer dans un délai supplémentaire raisonnable resté sans effet, résoudre le contrat par écrit (article L216-6 du Code de la consommation) et être remboursé de toutes les sommes versées.',
          'Le client vérifie l’état du colis à sa réception et porte sur le bon du transporteur des réserves précises en cas d’anomalie (colis ouvert ou endommagé, produit manquant). Le client professionnel confirme ses réserves au transporteur par lettre recommandée dans les 3 jours suivant la réception (article L133-3 du Code de commerce).',
          'Le risque de perte ou d’endommagement des produits est transféré au client consommateur au moment où il en prend physiquement possession, et au client professionnel au moment de la remise des produits au transporteur.',
        ],
      },
      {
        id: 'article-8',
        title: 'Article 8 – Droit de rétractation des consommateurs',
        blocks: [
          `Conformément aux articles L221-18 et suivants du Code de la consommation, le client consommateur dispose d’un délai de **${RETURNS.withdrawalDays} jours** à compter de la réception des produits pour exercer son droit de rétractation, sans avoir à motiver sa décision ni à supporter d’autres coûts que les frais de retour.`,
          `Pour l’exercer, il informe le vendeur de sa décision avant l’expiration de ce délai par une déclaration dénuée d’ambiguïté, par e-mail à ${EMAIL}, par courrier, ou au moyen du formulaire de rétractation reproduit en annexe. Il renvoie ensuite les produits au plus tard ${RETURNS.withdrawalDays} jours après avoir communiqué sa décision.`,
          `Le vendeur rembourse la totalité des sommes versées, y compris les frais de livraison initiaux sur la base du tarif de la livraison standard, au plus tard ${RETURNS.withdrawalDays} jours après avoir été informé de la rétractation ; dans les faits, le remboursement intervient dans les **${RETURNS.refundDays} jours** suivant la réception des produits retournés. Le vendeur peut différer le remboursement jusqu’à la récupération des produits. Le remboursement utilise le moyen de paiement de la commande, sauf accord du client pour un autre moyen.`,
          'La responsabilité du client n’est engagée qu’en cas de dépréciation des produits résultant de manipulations autres que celles nécessaires pour établir leur nature, leurs caractéristiques et leur bon fonctionnement.',
          'Conformément à l’article L221-28 du Code de la consommation, le droit de rétractation ne s’applique pas aux vérins confectionnés selon les spécifications du client ou nettement personnalisés.',
        ],
      },
      {
        id: 'article-9',
        title: `Article 9 – Retours sous ${RETURNS.returnDays} jours`,
        blocks: [
          `Au-delà du droit légal de rétractation et sans le restreindre, le vendeur accepte le retour de tout produit standard, de la part de tout client, consommateur ou professionnel, pendant **${RETURNS.returnDays} jours** à compter de la livraison. Le produit doit être neuf, non monté, non utilisé et renvoyé dans son emballage d’origine.`,
          `Le client demande un numéro de retour au service client avant tout envoi. Les frais de retour sont à sa charge, sauf erreur du vendeur ou produit défectueux. Le remboursement intervient dans les **${RETURNS.refundDays} jours** suivant la réception et le contrôle du produit retourné. Les vérins sur mesure sont exclus de cette faculté de retour. La marche à suivre est détaillée sur notre page [Retours](/retours).`,
        ],
      },
      {
        id: 'article-10',
        title: 'Article 10 – Garanties légales',
        blocks: [
          'Indépendamment de la garantie commerciale décrite à l’article 11, le vendeur reste tenu des défauts de conformité du bien au contrat dans les conditions des articles L217-3 et suivants du Code de la consommation, et des défauts cachés de la chose vendue dans les conditions des articles 1641 et suivants du Code civil.',
          {
            note: 'Le consommateur dispose d’un délai de deux ans à compter de la délivrance du bien pour obtenir la mise en œuvre de la garantie légale de conformité en cas d’apparition d’un défaut de conformité. Durant ce délai, il n’est tenu d’établir que l’existence du défaut de conformité et non la date d’apparition de celui-ci. La garantie légale de conformité emporte obligation de fournir toutes les mises à jour nécessaires au maintien de la conformité du bien. Elle donne au consommateur droit à la réparation ou au remplacement du bien dans un délai de trente jours suivant sa demande, sans frais et sans inconvénient majeur pour lui. Si le bien est réparé dans le cadre de cette garantie, le consommateur bénéficie d’une extension de six mois de la garantie initiale. Si le consommateur demande la réparation du bien mais que le vendeur impose le remplacement, la garantie légale de conformité est renouvelée pour une période de deux ans à compter de la date de remplacement du bien. Le consommateur peut obtenir une réduction du prix d’achat en conservant le bien ou mettre fin au contrat en se faisant rembourser intégralement contre restitution du bien, si le vendeur refuse de réparer ou de remplacer le bien, si la réparation ou le remplacement n’a pas lieu dans un délai de trente jours, s’ils occasionnent un inconvénient majeur pour le consommateur ou si la non-conformité persiste. Il n’a cependant pas droit à la résolution de la vente si le défaut de conformité est mineur. Le consommateur peut suspendre tout ou partie du paiement du prix jusqu’à ce que le vendeur ait satisfait à ses obligations. La garantie légale de conformité s’applique indépendamment de la garantie commerciale éventuellement consentie. Le consommateur peut aussi faire valoir la garantie des vices cachés de la chose vendue (articles 1641 à 1649 du Code civil) pendant deux ans à compter de la découverte du défaut.',
          },
          'Le vendeur qui fait obstacle de mauvaise foi à la mise en œuvre de la garantie légale de conformité encourt une amende civile d’un montant maximal de 300 000 euros, qui peut être porté jusqu’à 10 % du chiffre d’affaires moyen annuel (article L241-5 du Code de la consommation).',
        ],
      },
      {
        id: 'article-11',
        title: 'Article 11 – Garantie commerciale',
        blocks: [
          `Le vendeur garantit en outre gratuitement tous ses produits contre les défauts de fabrication pendant **${WARRANTY_YEARS} ans** à compter de la livraison, durée portée à **${WARRANTY_YEARS_FRENCH_MADE} ans** pour les produits fabriqués en France, signalés par la mention « Fabriqué en France » sur leur fiche. Cette garantie couvre la réparation ou le remplacement du produit, ou à défaut son remboursement, frais de port compris.`,
          'Elle ne couvre pas l’usure normale, les dommages résultant d’un montage non conforme aux recommandations, d’efforts latéraux, d’une utilisation hors des caractéristiques indiquées (force, température, milieu), d’un choc, d’une modification ou d’un démontage du produit. Les conditions et la démarche sont détaillées sur notre page [Garantie](/garantie).',
        ],
      },
      {
        id: 'article-12',
        title: 'Article 12 – Responsabilité et conseil technique',
        blocks: [
          'Le vendeur conseille gratuitement le client sur le choix des produits à partir des informations qu’il fournit. Le client reste responsable de l’exactitude de ces informations, du dimensionnement final et de la mise en œuvre conforme aux règles de l’art et aux normes de sécurité applicables à son équipement.',
          'Envers les clients professionnels, la responsabilité du vendeur est limitée au montant de la commande concernée et exclut les dommages indirects tels que pertes d’exploitation ou de production. Aucune limitation ne s’applique en cas de faute lourde ou de dommage corporel.',
        ],
      },
      {
        id: 'article-13',
        title: 'Article 13 – Données personnelles',
        blocks: [
          'Les données recueillies lors de la commande sont nécessaires à son traitement. Leur utilisation et vos droits sont décrits dans notre [politique de confidentialité](/politique-de-confidentialite).',
        ],
      },
      {
        id: 'article-14',
        title: 'Article 14 – Service client, réclamations et médiation',
        blocks: [
          `Pour toute question ou réclamation, le service client est joignable au ${PHONE}, ${HOURS}, par e-mail à ${EMAIL} ou par courrier au siège. En cas de litige non résolu, le client consommateur peut recourir gratuitement au médiateur de la consommation indiqué dans nos [mentions légales](/mentions-legales#mediation).`,
        ],
      },
      {
        id: 'article-15',
        title: 'Article 15 – Droit applicable et juridiction',
        blocks: [
          'Les présentes CGV sont soumises au droit français. Le client consommateur peut saisir, à son choix, la juridiction du lieu où il demeurait au moment de la conclusion du contrat ou de la survenance du fait dommageable, ou toute autre juridiction compétente. Pour les litiges avec un client professionnel, compétence exclusive est attribuée au tribunal de commerce de Lyon, même en cas de pluralité de défendeurs ou d’appel en garantie.',
        ],
      },
      {
        id: 'annexe',
        title: 'Annexe – Formulaire de rétractation',
        blocks: [
          'Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.',
          {
            list: [
              `À l’attention de ${SHOP.legalName}, ${ADDRESS}, ${SHOP.email} :`,
              'Je vous notifie par la présente ma rétractation du contrat portant sur la vente du bien ci-dessous :',
              'Commandé le / reçu le :',
              'Numéro de commande :',
              'Nom du consommateur :',
              'Adresse du consommateur :',
              'Signature du consommateur (uniquement en cas de notification sur papier) :',
              'Date :',
            ],
          },
        ],
      },
    ],
    related: [
      {to: '/livraison', label: 'Livraison'},
      {to: '/retours', label: 'Retours et rétractation'},
      {to: '/garantie', label: 'Garantie'},
    ],
  },

  'politique-cookies': {
    path: '/politique-cookies',
    title: 'Politique de cookies',
    description: `Les seuls cookies déposés par ${SHOP.name} : la session (panier, connexion) et l’affichage des prix HT ou TTC. Aucun cookie publicitaire ni de mesure d’audience.`,
    lead: 'Notre site ne vous suit pas : il n’utilise aucun cookie publicitaire, aucun outil de mesure d’audience et aucun bouton de réseau social. C’est pourquoi il ne vous demande pas de consentement.',
    updated: UPDATED,
    sections: [
      {
        id: 'definition',
        title: 'Qu’est-ce qu’un cookie ?',
        blocks: [
          'Un cookie est un petit fichier texte qu’un site enregistre dans votre navigateur pour retrouver une information d’une page à l’autre, par exemple le contenu de votre panier.',
        ],
      },
      {
        id: 'cookies-utilises',
        title: 'Les cookies que nous utilisons',
        blocks: [
          {
            table: {
              caption: 'Cookies déposés par le site',
              head: ['Nom', 'Rôle', 'Durée', 'Type'],
              rows: [
                ['session', 'Retrouver votre panier et, si vous êtes connecté, votre compte client. Son contenu est chiffré et il est inaccessible aux scripts de la page.', '24 heures', 'Strictement nécessaire'],
                [PRICE_MODE_COOKIE, 'Mémoriser votre choix d’affichage des prix hors taxes (HT) ou toutes taxes comprises (TTC). Il n’est déposé que si vous utilisez ce sélecteur.', `${PRICE_COOKIE_DAYS} jours`, 'Préférence demandée par vous'],
              ],
            },
          },
          'Ces cookies sont exemptés de consentement au titre de l’article 82 de la loi Informatique et Libertés, car ils sont strictement nécessaires au service que vous demandez. Ils ne servent jamais à vous identifier à des fins publicitaires ni à suivre votre navigation sur d’autres sites.',
        ],
      },
      {
        id: 'paiement',
        title: 'Page de paiement',
        blocks: [
          'La page de paiement sécurisée, hébergée par notre prestataire de commerce, peut déposer ses propres cookies techniques, limités à la sécurité et au bon déroulement du paiement.',
        ],
      },
      {
        id: 'stockage-local',
        title: 'Stockage local du navigateur',
        blocks: [
          'Certaines fonctions que vous utilisez, comme la liste de vos favoris ou la conversation avec notre assistant, peuvent être conservées dans le stockage local de votre navigateur, sur votre appareil. Elles ne servent à aucune mesure d’audience ni à aucune publicité, et vous pouvez les effacer à tout moment.',
        ],
      },
      {
        id: 'gerer',
        title: 'Supprimer ou bloquer les cookies',
        blocks: [
          'Vous pouvez supprimer les cookies et le stockage local à tout moment depuis les réglages de votre navigateur (rubrique « Confidentialité » ou « Données de navigation »), et y bloquer les cookies. Sans le cookie de session, le panier et la connexion au compte ne fonctionnent plus ; sans le cookie de préférence, les prix s’affichent TTC.',
        ],
      },
    ],
    related: [
      {to: '/politique-de-confidentialite', label: 'Politique de confidentialité'},
      {to: '/mentions-legales', label: 'Mentions légales'},
    ],
  },

  'a-propos': {
    path: '/a-propos',
    title: `À propos de ${SHOP.name}`,
    description: `${SHOP.name}, spécialiste lyonnais des vérins à gaz, hydrauliques et pneumatiques depuis ${COMPANY.founded} : stock, conseil technique et sur-mesure pour pros et particuliers.`,
    lead: `Depuis ${COMPANY.founded}, nous aidons artisans, industriels, agenceurs et particuliers à trouver le vérin qui convient à leur application, et nous le leur livrons vite.`,
    updated: UPDATED,
    sections: [
      {
        id: 'histoire',
        title: 'Notre histoire',
        blocks: [
          `${SHOP.name} est né à Lyon en ${COMPANY.founded} d’un constat simple : remplacer un vérin à gaz de trappe, de capot ou de meuble relevait du parcours du combattant. Références effacées, forces introuvables, minimums de commande décourageants… Nous avons voulu un atelier-boutique où l’on trouve, à l’unité comme en série, le bon vérin et le conseil qui va avec.`,
          'Aujourd’hui, notre équipe de techniciens et de logisticiens sert chaque année des milliers de clients : services de maintenance, fabricants de machines et de mobilier, chantiers navals, équipementiers médicaux, aménageurs de véhicules de loisirs et particuliers bricoleurs.',
        ],
      },
      {
        id: 'metier',
        title: 'Notre métier',
        blocks: [
          {
            list: [
              '**Le stock** : plus de 60 références de vérins à gaz, vérins hydrauliques et pneumatiques, amortisseurs, supports de levage et accessoires, disponibles immédiatement dans notre entrepôt lyonnais.',
              `**L’expédition rapide** : commande passée avant ${CUTOFF}, colis expédié le jour même ; livraison express en ${EXPRESS.description} et livraison le jour même à Paris.`,
              '**Le conseil** : nos techniciens calculent la force nécessaire, choisissent les embouts et les points de fixation avec vous, par téléphone ou par e-mail.',
              '**Le sur-mesure** : course, force, embouts, inox 316L, fluides spéciaux… nous faisons fabriquer des vérins selon votre cahier des charges, en petites et moyennes séries.',
            ],
          },
        ],
      },
      {
        id: 'engagements',
        title: 'Nos engagements',
        blocks: [
          {
            list: [
              `**Des produits durables** : nos vérins à gaz sont conçus pour ${CYCLES} et garantis ${WARRANTY_YEARS} ans, ${WARRANTY_YEARS_FRENCH_MADE} ans lorsqu’ils sont fabriqués en France.`,
              '**La fabrication française quand c’est possible** : une part croissante de notre gamme provient d’ateliers partenaires en Auvergne-Rhône-Alpes et dans le Grand Est.',
              `**Des conditions claires** : prix affichés HT ou TTC au choix, livraison offerte dès ${THRESHOLD} ou ${FREE_DELIVERY_MIN_CYLINDERS} vérins, retours acceptés ${RETURNS.returnDays} jours.`,
              '**Une fin de vie responsable** : nous reprenons vos vérins usagés pour qu’ils soient dépressurisés et recyclés dans les règles.',
            ],
          },
        ],
      },
      {
        id: 'secteurs',
        title: 'Les secteurs que nous servons',
        blocks: [
          'Maintenance industrielle, ameublement et agencement, industrie et machines spéciales, médical, aéronautique et nautisme : découvrez les applications de nos produits sur la page [Industries](/industries).',
        ],
      },
      {
        id: 'nous-rencontrer',
        title: 'Nous rencontrer',
        blocks: [
          `Notre équipe vous accueille au ${ADDRESS}, ${HOURS}. Vous pouvez aussi nous appeler au ${PHONE} ou nous écrire depuis la page [Contact](/contact).`,
        ],
      },
    ],
    related: [
      {to: '/industries', label: 'Industries servies'},
      {to: '/support', label: 'Support technique'},
      {to: '/contact', label: 'Nous contacter'},
    ],
  },

  livraison: {
    path: '/livraison',
    title: 'Livraison',
    description: `Expédition sous ${DISPATCH_HOURS} h, livraison standard ${formatMoney(STANDARD.price)} offerte dès ${THRESHOLD} ou ${FREE_DELIVERY_MIN_CYLINDERS} vérins, express ${EXPRESS.description}, le jour même à Paris.`,
    lead: `Commande passée avant ${CUTOFF}, colis expédié le jour même. ${FREE_RULE}`,
    updated: UPDATED,
    policy: 'shippingPolicy',
    sections: [
      {
        id: 'modes',
        title: 'Modes de livraison et tarifs',
        blocks: [
          DELIVERY_TABLE,
          `Les tarifs sont indiqués toutes taxes comprises. ${FREE_RULE} Le montant est apprécié hors taxes, après remises ; les vérins comptés sont les vérins à gaz, hydrauliques et pneumatiques. La livraison gratuite s’applique au mode standard ; les livraisons express et le jour même restent payantes.`,
        ],
      },
      {
        id: 'expedition',
        title: `Expédition sous ${DISPATCH_HOURS} h`,
        blocks: [
          `Les commandes payées avant ${CUTOFF} un jour ouvré quittent notre entrepôt le jour même ; celles passées après ${CUTOFF}, le week-end ou un jour férié partent le jour ouvré suivant. Pour un paiement par virement, le délai court à compter de la réception du virement ; pour un paiement sur facture à ${INVOICE_PAYMENT_DAYS} jours, à compter de la validation de la commande.`,
          'Dès l’expédition, vous recevez un e-mail avec le numéro de suivi du colis.',
        ],
      },
      {
        id: 'paris',
        title: 'Livraison le jour même à Paris',
        blocks: [
          `Pour une adresse de Paris intra-muros (codes postaux 75xxx) et une commande passée avant ${CUTOFF}, un coursier vous livre le jour même pour ${formatMoney(SAME_DAY.price)}. Indiquez un numéro de téléphone joignable : le coursier vous appelle avant de passer.`,
        ],
      },
      {
        id: 'zones',
        title: 'Zones de livraison',
        blocks: [
          `Nous livrons dans les pays suivants : ${DESTINATIONS}. Les délais indiqués valent pour la France continentale ; comptez un jour ouvré de plus pour la Corse et deux à quatre jours ouvrés de plus pour les autres pays. Pour les départements et régions d’outre-mer ou un pays qui ne figure pas dans cette liste, [contactez-nous](/contact) pour un devis de transport.`,
        ],
      },
      {
        id: 'reception',
        title: 'À la réception',
        blocks: [
          'Vérifiez l’état du colis en présence du livreur. S’il est ouvert ou endommagé, ou s’il manque un produit, notez des réserves précises sur le bon de livraison et prévenez-nous sous 48 h avec des photos : nous faisons le nécessaire auprès du transporteur et vous renvoyons les produits.',
        ],
      },
      {
        id: 'grosses-commandes',
        title: 'Commandes volumineuses et professionnelles',
        blocks: [
          'Pour une commande en série, une livraison sur palette ou un rendez-vous de livraison, notre service commercial organise le transport avec vous. Les remises sur quantité s’appliquent automatiquement au panier.',
        ],
      },
    ],
    related: [
      {to: '/retours', label: 'Retours et rétractation'},
      {to: '/conditions-generales-vente#article-7', label: 'Article 7 des CGV'},
      {to: '/contact', label: 'Une question sur votre livraison ?'},
    ],
  },

  retours: {
    path: '/retours',
    title: 'Retours et rétractation',
    description: `Rétractation de ${RETURNS.withdrawalDays} jours pour les particuliers, retours acceptés ${RETURNS.returnDays} jours pour tous nos clients, remboursement sous ${RETURNS.refundDays} jours : la marche à suivre.`,
    lead: `Un produit ne convient pas ? Vous avez ${RETURNS.returnDays} jours après la livraison pour nous le retourner, et nous vous remboursons dans les ${RETURNS.refundDays} jours suivant sa réception.`,
    updated: UPDATED,
    policy: 'refundPolicy',
    sections: [
      {
        id: 'deux-droits',
        title: `Rétractation de ${RETURNS.withdrawalDays} jours et retours sous ${RETURNS.returnDays} jours`,
        blocks: [
          {
            definitions: [
              [
                `Droit de rétractation (${RETURNS.withdrawalDays} jours)`,
                `Réservé aux particuliers, c’est un droit légal : ${RETURNS.withdrawalDays} jours à compter de la réception pour changer d’avis, sans justification. Vous pouvez déballer et examiner le produit comme en magasin.`,
              ],
              [
                `Retours sous ${RETURNS.returnDays} jours`,
                `C’est notre engagement commercial, pour tous nos clients, particuliers comme professionnels : ${RETURNS.returnDays} jours à compter de la livraison pour retourner un produit standard neuf, non monté et dans son emballage d’origine.`,
              ],
            ],
          },
          `Les deux se cumulent sans se contredire : pendant les ${RETURNS.withdrawalDays} premiers jours, un particulier bénéficie des garanties du droit de rétractation ; ensuite et jusqu’au ${RETURNS.returnDays}e jour, notre politique de retour prend le relais.`,
        ],
      },
      {
        id: 'marche-a-suivre',
        title: 'Comment retourner un produit',
        blocks: [
          {
            ordered: true,
            list: [
              `Contactez-nous par e-mail à ${EMAIL} ou au ${PHONE} en indiquant votre numéro de commande et les produits concernés. Les particuliers peuvent aussi utiliser le [formulaire de rétractation](/conditions-generales-vente#annexe).`,
              `Nous vous envoyons sous ${REPLY_HOURS.message} h ouvrées un numéro de retour et l’adresse d’expédition.`,
              'Emballez soigneusement le produit dans son emballage d’origine, avec le numéro de retour, et expédiez-le par le transporteur de votre choix en conservant la preuve de dépôt.',
              `Dès réception et contrôle, nous vous remboursons dans les ${RETURNS.refundDays} jours, par le moyen de paiement utilisé pour la commande.`,
            ],
          },
        ],
      },
      {
        id: 'frais',
        title: 'Frais de retour et remboursement',
        blocks: [
          'Les frais de retour sont à votre charge, sauf si nous nous sommes trompés dans votre commande ou si le produit est défectueux : dans ces cas, nous vous adressons une étiquette de retour prépayée.',
          'En cas de rétractation portant sur toute la commande, nous remboursons aussi les frais de livraison initiaux, sur la base du tarif de la livraison standard.',
        ],
      },
      {
        id: 'exclusions',
        title: 'Produits qui ne peuvent pas être repris',
        blocks: [
          {
            list: [
              'les vérins fabriqués sur mesure selon vos spécifications ;',
              'les produits montés, utilisés, modifiés ou abîmés (au-delà de ce qui est nécessaire pour les examiner, dans le cadre du droit de rétractation) ;',
              'les produits retournés sans leur emballage d’origine ou incomplets.',
            ],
          },
        ],
      },
      {
        id: 'echange',
        title: 'Échange et produit défectueux',
        blocks: [
          'Pour un échange (autre force, autre course, autre embout), retournez le produit puis commandez le bon modèle : vous êtes ainsi livré sans attendre. Un produit défectueux relève de la garantie : consultez notre page [Garantie](/garantie).',
        ],
      },
    ],
    related: [
      {to: '/garantie', label: 'Garantie'},
      {to: '/conditions-generales-vente#article-8', label: 'Articles 8 et 9 des CGV'},
      {to: '/contact', label: 'Demander un retour'},
    ],
  },

  garantie: {
    path: '/garantie',
    title: 'Garantie',
    description: `Tous nos produits sont garantis ${WARRANTY_YEARS} ans, ${WARRANTY_YEARS_FRENCH_MADE} ans s’ils sont fabriqués en France, en plus des garanties légales. Durée de vie, exclusions et démarche.`,
    lead: `Nos produits sont garantis ${WARRANTY_YEARS} ans contre tout défaut de fabrication, ${WARRANTY_YEARS_FRENCH_MADE} ans lorsqu’ils sont fabriqués en France. Cette garantie s’ajoute aux garanties légales, qu’elle ne remplace pas.`,
    updated: UPDATED,
    sections: [
      {
        id: 'durees',
        title: 'Durée de la garantie',
        blocks: [
          {
            table: {
              caption: 'Garantie commerciale selon l’origine du produit',
              head: ['Produit', 'Durée', 'Comment le reconnaître'],
              rows: [
                ['Produits standards', `${WARRANTY_YEARS} ans`, 'Tous les produits du catalogue'],
                ['Produits fabriqués en France', `${WARRANTY_YEARS_FRENCH_MADE} ans`, 'Badge « Fabriqué en France » sur la fiche produit'],
              ],
            },
          },
          'La garantie court à compter de la livraison. Elle couvre, à notre choix, la réparation ou le remplacement du produit, ou à défaut son remboursement, ainsi que les frais de port aller et retour.',
        ],
      },
      {
        id: 'garanties-legales',
        title: 'Vos garanties légales',
        blocks: [
          `En plus de notre garantie, les particuliers bénéficient de la garantie légale de conformité pendant deux ans à compter de la livraison, et tous nos clients de la garantie des vices cachés. Leurs conditions sont reproduites à l’[article 10 de nos CGV](/conditions-generales-vente#article-10). Un produit qui ne vous convient pas, sans être défectueux, relève plutôt de nos [retours sous ${RETURNS.returnDays} jours](/retours).`,
        ],
      },
      {
        id: 'duree-de-vie',
        title: 'Durée de vie d’un vérin à gaz',
        blocks: [
          `Un vérin à gaz de qualité, bien choisi et bien monté, effectue couramment ${CYCLES} avant de perdre sensiblement de sa force. Cette durée varie avec la fréquence d’utilisation, la température, la propreté de la tige et le respect des consignes de montage ; elle est indicative et ne constitue pas une garantie.`,
          {
            list: [
              'Montez le vérin tige vers le bas, pour que l’huile lubrifie le joint à chaque cycle.',
              'Évitez tout effort latéral sur la tige : utilisez des embouts à rotule si l’axe n’est pas parfaitement aligné.',
              'Protégez la tige des chocs, de la peinture et des projections ; un soufflet de protection prolonge sa durée de vie en milieu sale.',
              'Respectez la plage de température du produit et choisissez l’inox 316L en milieu salin, humide ou lavé.',
            ],
          },
        ],
      },
      {
        id: 'exclusions',
        title: 'Ce que la garantie ne couvre pas',
        blocks: [
          {
            list: [
              'l’usure normale et la baisse progressive de force au-delà de la durée de vie indicative ;',
              'un montage non conforme à nos recommandations ou au guide d’installation, des efforts latéraux, un choc ;',
              'une utilisation hors des caractéristiques du produit (force, course, température, milieu corrosif pour un vérin en acier) ;',
              'un produit démonté, percé, modifié, repeint ou chauffé.',
            ],
          },
        ],
      },
      {
        id: 'demarche',
        title: 'Faire jouer la garantie',
        blocks: [
          {
            ordered: true,
            list: [
              `Écrivez-nous à ${EMAIL} avec votre numéro de commande, une description du problème et, si possible, une photo du produit monté.`,
              `Notre service technique vous répond sous ${REPLY_HOURS.technical} h ouvrées : souvent, un conseil de montage suffit.`,
              'Si le défaut est confirmé, nous vous envoyons un produit de remplacement et une étiquette de retour prépayée pour le produit défectueux.',
            ],
          },
        ],
      },
      {
        id: 'recyclage',
        title: 'Fin de vie et recyclage',
        blocks: [
          'Un vérin à gaz contient de l’azote sous pression et un peu d’huile : ne le jetez pas aux ordures ménagères et ne le percez jamais sans outil adapté. Rapportez-le en déchèterie avec les métaux, ou renvoyez-le-nous : nous le dépressurisons et le confions à une filière de recyclage. Notre [guide d’installation](/guides/guide-installation-verins-a-gaz.html) explique la marche à suivre.',
        ],
      },
    ],
    related: [
      {to: '/retours', label: 'Retours et rétractation'},
      {to: '/support', label: 'Support technique'},
      {to: '/conditions-generales-vente#article-11', label: 'Article 11 des CGV'},
    ],
  },
} satisfies Record<string, ContentPage>;

export type ContentSlug = keyof typeof CONTENT_PAGES;

export function contentPage(slug: ContentSlug): ContentPage {
  return CONTENT_PAGES[slug];
}

/** The editorial page served at `pathname` ('/garantie', '/Garantie/'), as routes match: case and a trailing slash aside. */
export function contentSlugForPath(pathname: string): ContentSlug | null {
  const path = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  const found = (Object.keys(CONTENT_PAGES) as ContentSlug[]).find((slug) => CONTENT_PAGES[slug].path === path);
  return found ?? null;
}
