/**
 * A screen's own error state when the shop cannot be read (SPEC.md section 8): a French
 * message in the page, with a reload link (a full reload, which works without JavaScript).
 */
export function LoadError({title, text, retryTo}: {title: string; text: React.ReactNode; retryTo?: string}) {
  return (
    <div role="alert" className="mt-8 rounded border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900" data-testid="load-error">
      <p className="font-semibold">{title}</p>
      <p>{text}</p>
      {retryTo ? (
        <a href={retryTo} className="btn-secondary mt-3">
          Réessayer
        </a>
      ) : null}
    </div>
  );
}
