// What a devis says besides its figures, shared by its PDF and its print view: the
// seller's identity and legal mentions, payment terms, validity, the CGV reference and
// the « Bon pour accord » block. Every fact comes from app/lib/constants.

import type {DevisBuyer} from './buyer.ts';
import {formatSiret} from './buyer.ts';
import {formatPhone, toE164} from '../account/phone.ts';
import type {DevisFigures} from './figures.ts';
import {CGV_PATH, COMPANY, INVOICE_PAYMENT_DAYS, QUOTE_VALIDITY_DAYS, SHOP, VAT_RATE} from '../constants.ts';
import {formatDateFr} from '../dates.ts';
import {formatDiscountPercent, formatMoney, formatNumber, formatPercent} from '../money.ts';

/** A quote as the inbox keeps it and the storefront shows it. */
export interface StoredDevis extends DevisFigures {
  number: string;
  /** Access key of the buyer's link */
  key: string;
  createdAt: string;
  validUntil: string;
  buyer: DevisBuyer;
}

export const SELLER_ADDRESS = `${SHOP.address.street}, ${SHOP.address.postalCode} ${SHOP.address.city}, ${SHOP.address.country}`;

/** The seller's block at the top. */
export function sellerLines(): string[] {
  return [SHOP.legalName, SELLER_ADDRESS, `Tél. ${SHOP.phone} · ${SHOP.email}`, `SIRET ${COMPANY.siret} · TVA ${COMPANY.vatNumber}`];
}

/** The client's block: company, identifiers, buyer. */
export function buyerLines(buyer: DevisBuyer): string[] {
  return [
    buyer.company,
    `SIRET ${formatSiret(buyer.siret)}`,
    ...(buyer.vatNumber ? [`TVA intracommunautaire ${buyer.vatNumber}`] : []),
    `À l’attention de ${buyer.contact}`,
    buyer.email,
    ...(buyer.phone ? [`Tél. ${formatPhone(toE164(buyer.phone))}`] : []),
  ];
}

export function devisDates(devis: Pick<StoredDevis, 'createdAt' | 'validUntil'>): {issued: string; validUntil: string} {
  return {issued: formatDateFr(devis.createdAt), validUntil: formatDateFr(devis.validUntil)};
}

export const VAT_LABEL = `TVA ${formatPercent(VAT_RATE * 100)}`;

/**
 * One row of the lines' table, formatted. The catalogue's prices are TTC: the line is
 * unit price TTC × quantity less the volume discount, and its HT is derived from that
 * total (HT = TTC / 1,2), as the cart charges it; both are shown so that each adds up.
 */
export function lineCells(line: DevisFigures['lines'][number]): string[] {
  return [
    line.sku || '—',
    line.variantTitle ? `${line.title} – ${line.variantTitle}` : line.title,
    String(line.quantity),
    formatMoney(line.unitPriceHt),
    formatMoney(line.unitPriceTtc),
    line.discountPercent > 0 ? formatDiscountPercent(line.discountPercent) : '—',
    formatMoney(line.totalHt),
    formatMoney(line.totalTtc),
  ];
}

export const LINE_HEADERS = ['Référence', 'Désignation', 'Qté', 'P.U. HT', 'P.U. TTC', 'Remise', 'Total HT', 'Total TTC'] as const;

export const PRICES_NOTE = `Prix catalogue TTC ; remise quantité sur prix × quantité ; montants HT calculés sur les totaux TTC (HT = TTC / ${formatNumber(1 + VAT_RATE)}).`;

/** The totals, in order, as label and amount. */
export function totalRows(totals: DevisFigures['totals']): {label: string; amount: string; strong?: boolean}[] {
  const codes = totals.codeDiscounts ?? [];
  const linesHt = codes.reduce((sum, code) => sum + Math.round(code.amountHt * 100), Math.round(totals.goodsHt * 100)) / 100;
  return [
    ...(codes.length > 0
      ? [
          {label: 'Total articles HT', amount: formatMoney(linesHt)},
          ...codes.map((code) => ({label: `Code ${code.code} (${code.title}) HT`, amount: `\u2212${formatMoney(code.amountHt)}`})),
        ]
      : []),
    {label: 'Total marchandises HT', amount: formatMoney(totals.goodsHt)},
    {
      label: `${totals.delivery.title} HT`,
      amount: totals.delivery.free ? 'Offerte' : formatMoney(totals.delivery.priceHt),
    },
    {label: 'Total HT', amount: formatMoney(totals.totalHt), strong: true},
    {label: VAT_LABEL, amount: formatMoney(totals.vat)},
    {label: 'Total TTC', amount: formatMoney(totals.totalTtc), strong: true},
  ];
}

/** Conditions printed under the totals. */
export function conditions(devis: Pick<StoredDevis, 'validUntil' | 'totals'>, origin: string): {title: string; text: string}[] {
  const until = formatDateFr(devis.validUntil);
  return [
    {
      title: 'Validité',
      text: `Devis valable ${QUOTE_VALIDITY_DAYS} jours, jusqu’au ${until} inclus : les prix ci-dessus vous sont garantis jusqu’à cette date pour les quantités indiquées.`,
    },
    {
      title: 'Conditions de paiement',
      text: `À la commande par carte bancaire ou virement ; pour les professionnels dont le compte est accepté, paiement sur facture à ${INVOICE_PAYMENT_DAYS} jours date de facture. Pénalités de retard et indemnité forfaitaire pour frais de recouvrement selon nos conditions générales de vente.`,
    },
    {
      title: 'Livraison',
      text: devis.totals.delivery.free
        ? `${devis.totals.delivery.title} offerte (${devis.totals.delivery.description}) en France métropolitaine. Livraison express ou le jour même sur demande, au tarif en vigueur.`
        : `${devis.totals.delivery.title} (${devis.totals.delivery.description}) en France métropolitaine. Livraison express ou le jour même sur demande, au tarif en vigueur.`,
    },
    {
      title: 'Conditions générales de vente',
      text: `Ce devis est soumis à nos conditions générales de vente en vigueur à sa date, consultables sur ${origin}${CGV_PATH}.`,
    },
  ];
}

/** The legal mentions at the foot: who the seller is. */
export function legalMentions(): string {
  return `${SHOP.legalName}, ${COMPANY.legalForm.charAt(0).toLowerCase()}${COMPANY.legalForm.slice(1)} au capital de ${COMPANY.capital} · ${SELLER_ADDRESS} · ${COMPANY.rcs} · SIRET ${COMPANY.siret} · N° TVA intracommunautaire ${COMPANY.vatNumber} · APE ${COMPANY.naf}`;
}

export const ACCEPTANCE = {
  title: 'Bon pour accord',
  text: 'Date, nom et qualité du signataire, cachet de l’entreprise et signature précédée de la mention « Bon pour accord » :',
} as const;

/** The link that turns the quote back into a cart (its print view, with the button). */
export function devisPath(devis: Pick<StoredDevis, 'number' | 'key'>): string {
  return `/devis/${devis.number}?cle=${encodeURIComponent(devis.key)}`;
}

export function devisPdfPath(devis: Pick<StoredDevis, 'number' | 'key'>): string {
  return `/devis/${devis.number}/pdf?cle=${encodeURIComponent(devis.key)}`;
}
