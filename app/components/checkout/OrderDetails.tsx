

/** Delivery option and payment instructions, as the checkout recorded them on the order. */
export function OrderDetails({attributes}: {attributes: {key: string; value?: string | null}[]}) {
  const shown = attributes.filter((attribute) => attribute.value);
  if (shown.length === 0) return null;
  const transfer = shown.some((attribute) => attribute.key === 'IBAN');
  return (
    <section className="mt-6 rounded-lg border border-slate-200 p-6" aria-labelledby="details-title" data-testid="order-details">
      <h2 id="details-title" className="text-xl font-bold">
        Livraison et paiement
      </h2>
      {transfer ? (
        <p className="mt-2 text-sm text-slate-700">
          Votre commande est expédiée dès réception du virement. Indiquez bien la référence ci-dessous.
        </p>
      ) : null}
      <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[12rem_1fr]">
        {shown.map((attribute) => (
          <div key={attribute.key} className="contents">
            <dt className="font-medium text-slate-700">{attribute.key}</dt>
            <dd className="break-words">{attribute.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
