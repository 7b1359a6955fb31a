// Where a product's datasheet is: its print view and its PDF, for a variant or the first one.

/** The link of a product's datasheet (print view), for a variant or the first one. */
export function datasheetPath(handle: string, variantId?: string | null): string {
  const id = variantId ? /\/(\d+)$/.exec(variantId)?.[1] : null;
  return `/fiche-technique/${encodeURIComponent(handle)}${id ? `?variante=${id}` : ''}`;
}

export function datasheetPdfPath(handle: string, variantId?: string | null): string {
  const id = variantId ? /\/(\d+)$/.exec(variantId)?.[1] : null;
  return `/fiche-technique/${encodeURIComponent(handle)}/pdf${id ? `?variante=${id}` : ''}`;
}

