/** Frame of the sign-in, sign-up and password pages: title, red alert, content. */
export function AuthCard({title, error, children}: {title: string; error?: string | null; children: React.ReactNode}) {
  return (
    <main id="contenu" className="container-page flex justify-center py-12">
      <div className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold">{title}</h1>
        {error ? (
          <p role="alert" className="mt-4 rounded border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900" data-testid="auth-error">
            {error}
          </p>
        ) : null}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}
