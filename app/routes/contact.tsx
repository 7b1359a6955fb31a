import {useActionData} from 'react-router';
import type {Route} from './+types/contact';
import {Breadcrumb} from '~/components/Breadcrumb';
import {ContactDetails} from '~/components/content/ContactDetails';
import {ContactForm} from '~/components/content/ContactForm';
import {REPLY_HOURS, SHOP} from '~/lib/constants';
import {sendContactMessage} from '~/lib/content/contact.server';
import {canonicalMeta, organizationJsonLd} from '~/lib/seo';

export const meta: Route.MetaFunction = ({data}) => [
  {title: `Contact | ${SHOP.name}`},
  {
    name: 'description',
    content: `Contactez ${SHOP.name} : conseil technique sur les vérins, devis, suivi de commande. Par téléphone au ${SHOP.phone}, par e-mail ou avec notre formulaire.`,
  },
  ...(data ? [canonicalMeta(`${data.origin}/contact`), {'script:ld+json': organizationJsonLd(data.origin)}] : []),
];

export async function loader({request}: Route.LoaderArgs) {
  return {origin: new URL(request.url).origin};
}

export async function action({request, context}: Route.ActionArgs) {
  return sendContactMessage(context.env, await request.formData());
}

export default function Contact() {
  const actionData = useActionData<typeof action>();
  return (
    <main id="contenu" className="container-page py-8">
      <Breadcrumb
        items={[
          {name: 'Accueil', path: '/'},
          {name: 'Contact', path: '/contact'},
        ]}
      />
      <h1 className="mt-4 text-3xl font-bold">Contactez-nous</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Une question technique, un devis, le suivi d’une commande ? Notre équipe vous répond sous {REPLY_HOURS.message} h ouvrées.
      </p>

      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <ContactForm actionData={actionData} />
        <ContactDetails />
      </div>
    </main>
  );
}
