import {Link} from 'react-router';

/** What account pages show to a visitor who is not signed in. */
export function LoginPrompt({title, text}: {title: string; text: string}) {
  return (
    <main id="contenu" className="container-page max-w-xl py-16 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-700">{text}</p>
      <p className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/login" className="btn-primary" data-testid="login-prompt">
          Se connecter
        </Link>
        <Link to="/register" className="btn-secondary">
          Créer un compte
        </Link>
      </p>
    </main>
  );
}
