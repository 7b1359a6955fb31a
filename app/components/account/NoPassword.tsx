import {Link} from 'react-router';
import {AuthCard} from '~/components/account/AuthCard';

/** Customer accounts (decision 028): no password, so nothing to recover; a code by e-mail at each sign-in. */
export function NoPassword() {
  return (
    <AuthCard title="Pas de mot de passe à retrouver">
      <div className="space-y-3 text-slate-800" data-testid="no-password">
        <p>Votre compte n’utilise pas de mot de passe.</p>
        <p>
          Pour vous connecter, saisissez votre adresse e-mail : nous vous envoyons un code à 6 chiffres, valable quelques minutes.
          Si vous n’avez pas encore de compte, il est créé à votre première connexion.
        </p>
      </div>
      <p className="mt-6">
        <Link to="/login" reloadDocument className="btn-primary">
          Se connecter
        </Link>
      </p>
    </AuthCard>
  );
}
