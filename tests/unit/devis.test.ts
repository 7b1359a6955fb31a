import {describe, expect, it} from 'vitest';
import {validateDevisBuyer} from '~/lib/devis/buyer';
import {buyerLines, conditions, lineCells, totalRows} from '~/lib/devis/document';
import {devisFigures, devisNumber, devisValidUntil, isDevisValid} from '~/lib/devis/figures';
import {FREE_DELIVERY_THRESHOLD_HT, QUOTE_VALIDITY_DAYS} from '~/lib/constants';
import {formatMoney, normalizeSpaces} from '~/lib/money';
import {orderAmounts} from '~/lib/vat';

const item = (unitPriceTtc: number, quantity: number, productType = 'Vérin à gaz') => ({
  variantId: `gid://shopify/ProductVariant/${unitPriceTtc}`,
  sku: `SKU-${unitPriceTtc}`,
  title: 'Vérin',
  variantTitle: '',
  productType,
  unitPriceTtc,
  quantity,
});

describe('devisFigures', () => {
  it('prices lines with the volume tiers and totals with the shared VAT rule', () => {
    const {lines, totals} = devisFigures([item(14.9, 12), item(4.2, 2, 'Accessoire')]);
    expect(lines[0]).toMatchObject({quantity: 12, unitPriceHt: 12.42, discountPercent: 15, totalTtc: 151.98});
    expect(lines[1]).toMatchObject({discountPercent: 0, totalTtc: 8.4, totalHt: 7});
    expect(totals.goodsTtc).toBe(160.38);
    expect(totals.delivery).toMatchObject({priceTtc: 9.9, free: false});
    const amounts = orderAmounts({goods: 160.38, delivery: 9.9});
    expect(totals).toMatchObject({totalTtc: amounts.totalTtc, totalHt: amounts.totalHt, vat: amounts.vat});
    expect(totals).toMatchObject({totalTtc: 170.28, totalHt: 141.9, vat: 28.38});
  });

  it('adds up to the cent in HT: lines, goods, delivery and total', () => {
    const {lines, totals} = devisFigures([item(9.9, 7), item(3.9, 13), item(45, 1), item(0.99, 3)]);
    const linesHt = Math.round(lines.reduce((sum, line) => sum + line.totalHt * 100, 0));
    expect(linesHt).toBe(Math.round(totals.goodsHt * 100));
    expect(Math.round((totals.goodsHt + totals.delivery.priceHt) * 100)).toBe(Math.round(totals.totalHt * 100));
    expect(Math.round((totals.totalHt + totals.vat) * 100)).toBe(Math.round(totals.totalTtc * 100));
  });

  it('gives free standard delivery from the threshold HT, as the cart does', () => {
    const {totals} = devisFigures([item(FREE_DELIVERY_THRESHOLD_HT * 1.2, 1, 'Accessoire')]);
    expect(totals.delivery).toMatchObject({priceTtc: 0, priceHt: 0, free: true});
    expect(totalRows(totals)[1].amount).toBe('Offerte');
  });

  it('takes the cart’s discount codes and delivery: lines − codes = goods, and every total to the cent', () => {
    const items = [item(14.9, 12), item(4.2, 2, 'Accessoire')];
    // 10 % of the 160,38 € of lines, split by the cart: 15,20 € + 0,84 €.
    const {lines, totals} = devisFigures(items, {
      codes: [{code: 'BIENVENUE10', title: 'Bienvenue : −10 %', perItemTtc: [15.2, 0.84]}],
      delivery: {title: 'Livraison express', description: '24 h', priceTtc: 14.9},
    });
    expect(totals.goodsTtc).toBe(144.34);
    expect(totals.codeDiscounts).toEqual([{code: 'BIENVENUE10', title: 'Bienvenue : −10 %', amountTtc: 16.04, amountHt: 13.37}]);
    const amounts = orderAmounts({goods: 144.34, delivery: 14.9});
    expect(totals).toMatchObject({totalTtc: amounts.totalTtc, totalHt: amounts.totalHt, vat: amounts.vat});
    expect(totals.delivery).toMatchObject({title: 'Livraison express', priceTtc: 14.9});
    const linesHt = Math.round(lines.reduce((sum, line) => sum + line.totalHt * 100, 0));
    expect(linesHt - 1337).toBe(Math.round(totals.goodsHt * 100));
    expect(Math.round((totals.goodsHt + totals.delivery.priceHt) * 100)).toBe(Math.round(totals.totalHt * 100));
    const rows = totalRows(totals).map((row) => ({label: row.label, amount: normalizeSpaces(row.amount)}));
    expect(rows.slice(0, 3)).toEqual([
      {label: 'Total articles HT', amount: '133,65 €'},
      {label: 'Code BIENVENUE10 (Bienvenue : −10 %) HT', amount: '−13,37 €'},
      {label: 'Total marchandises HT', amount: normalizeSpaces(formatMoney(totals.goodsHt))},
    ]);
  });

  it('leaves out a code worth nothing (one that no longer applies)', () => {
    const {totals} = devisFigures([item(10, 1)], {codes: [{code: 'VIEUX', title: 'Ancien code', perItemTtc: [0]}]});
    expect(totals.codeDiscounts).toEqual([]);
    expect(totalRows(totals)[0].label).toBe('Total marchandises HT');
  });

  it('prints the buyer’s phone in French reading form', () => {
    expect(buyerLines({company: 'Dupont', siret: '73282932000074', vatNumber: '', contact: 'Claire', email: 'c@d.fr', phone: '0123456789'})).toContain('Tél. 01 23 45 67 89');
    expect(buyerLines({company: 'Dupont', siret: '73282932000074', vatNumber: '', contact: 'Claire', email: 'c@d.fr', phone: '+33 6 12 34 56 78'})).toContain('Tél. 06 12 34 56 78');
  });

  it('numbers, dates and validity', () => {
    expect(devisNumber(2026, 123)).toBe('DEV-2026-000123');
    const created = new Date('2026-11-24T10:00:00Z');
    const until = devisValidUntil(created);
    expect(until.getTime() - created.getTime()).toBe(QUOTE_VALIDITY_DAYS * 86_400_000);
    expect(isDevisValid(until.toISOString(), new Date('2026-11-25T10:00:00Z'))).toBe(true);
    expect(isDevisValid(until.toISOString(), until)).toBe(false);
    expect(conditions({validUntil: until.toISOString(), totals: devisFigures([item(10, 1)]).totals}, 'https://x.fr')[0].text).toContain('jusqu’au 24 décembre 2026');
  });

  it('formats a line with HT and TTC unit prices and its discount', () => {
    const [line] = devisFigures([item(14.9, 12)]).lines;
    expect(lineCells(line).map(normalizeSpaces)).toEqual(['SKU-14.9', 'Vérin', '12', '12,42 €', '14,90 €', '−15 %', '126,65 €', '151,98 €']);
  });
});

describe('validateDevisBuyer', () => {
  const valid = {company: 'Menuiserie Dupont', siret: '732 829 320 00074', vatNumber: '', contact: 'Claire Dupont', email: 'claire@dupont.fr', phone: ''};

  it('accepts a company with a real SIRET and compacts the identifiers', () => {
    expect(validateDevisBuyer({...valid, vatNumber: 'fr 44 732829320'})).toEqual({ok: true, data: {...valid, siret: '73282932000074', vatNumber: 'FR44732829320'}});
  });

  it('says in French what is missing or wrong', () => {
    const result = validateDevisBuyer({company: '', siret: '', contact: '', email: 'x@', phone: 'abc', vatNumber: 'FR00732829320'});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      company: 'La raison sociale de l’entreprise est obligatoire',
      siret: 'Le numéro SIRET est obligatoire pour établir un devis',
      vatNumber: expect.stringContaining('TVA'),
      contact: 'Le nom de la personne à contacter est obligatoire',
      email: 'Adresse email invalide',
      phone: 'Numéro de téléphone invalide',
    });
    const luhn = validateDevisBuyer({...valid, siret: '73282932000075'});
    expect(luhn.ok ? null : luhn.errors.siret).toBe('Ce numéro SIRET n’existe pas : vérifiez les 14 chiffres');
  });
});
