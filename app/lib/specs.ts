// Technical specifications, stored by the shop as metafields in the 'specs' namespace.
export const SPEC_FIELDS = [
  {key: 'force_n', label: 'Force (F1)', unit: 'N'},
  {key: 'progression', label: 'Progression (F2/F1)', unit: ''},
  {key: 'stroke_mm', label: 'Course', unit: 'mm'},
  {key: 'extended_length_mm', label: 'Longueur déployée', unit: 'mm'},
  {key: 'body_diameter_mm', label: 'Diamètre du corps', unit: 'mm'},
  {key: 'rod_diameter_mm', label: 'Diamètre de la tige', unit: 'mm'},
  {key: 'fitting', label: 'Embout', unit: ''},
  {key: 'thread', label: 'Filetage', unit: ''},
  {key: 'material', label: 'Matériau', unit: ''},
  {key: 'pressure_bar', label: 'Pression de service', unit: 'bar'},
  {key: 'temp_min_c', label: 'Température minimale', unit: '°C'},
  {key: 'temp_max_c', label: 'Température maximale', unit: '°C'},
  {key: 'lifetime_cycles', label: 'Durée de vie', unit: 'cycles'},
] as const;

export const SPEC_IDENTIFIERS = SPEC_FIELDS.map(({key}) => ({namespace: 'specs', key}));

type Metafield = {key: string; value: string} | null | undefined;

/** Rows for the specifications table; variant values override the product's. */
export function specRows(productFields: Metafield[], variantFields: Metafield[] = []) {
  const values = new Map<string, string>();
  for (const field of [...productFields, ...variantFields]) {
    if (field?.value) values.set(field.key, field.value);
  }
  return SPEC_FIELDS.filter(({key}) => values.has(key)).map(({key, label, unit}) => {
    const raw = values.get(key) as string;
    const numeric = /^-?\d+(\.\d+)?$/.test(raw);
    const shown = numeric ? Number(raw).toLocaleString('fr-FR') : raw;
    return {key, label, value: unit && numeric ? `${shown} ${unit}` : shown};
  });
}
