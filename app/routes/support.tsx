import {Link} from 'react-router';
import type {Route} from './+types/support';
import {Breadcrumb} from '~/components/Breadcrumb';
import {blockText} from '~/lib/content/blocks';
import {FAQ, INSTALLATION_GUIDE} from '~/lib/content/support';
import {SHOP, REPLY_HOURS} from '~/lib/constants';
import {breadcrumbJsonLd, canonicalMeta} from '~/lib/seo';
import {FaqAccordion} from '~/components/content/FaqAccordion';

export const meta: Route.MetaFunction = ({data}) => [
  {title: `Support technique | ${SHOP.name}`},
  {
    name: 'description',
    content: 'Support technique des vérins : contact d’un technicien, guide d’installation à télécharger et réponses aux questions fréquentes (force, mesures, montage, durée de vie, délais).',
  },
  ...(data
    ? [
        canonicalMeta(`${data.origin}/support`),
        {
          'script:ld+json': {
            '@context': 'https://schema.org',
            '@type': 'FAQPage',
            mainEntity: FAQ.map((item) => ({
              '@type': 'Question',
              name: item.question,
              acceptedAnswer: {'@type': 'Answer', text: item.answer.map((paragraph) => blockText(paragraph)).join(' ')},
            })),
          },
        },
        {
          'script:ld+json': breadcrumbJsonLd(data.origin, [
            {name: 'Accueil', path: '/'},
            {name: 'Support technique', path: '/support'},
          ]),
        },
      ]
    : []),
];

export async function loader({request}: Route.LoaderArgs) {
  return {origin: new URL(request.url).origin};
}

export default function Support() {
  return (
    <main id="contenu" className="container-page py-8">
      <Breadcrumb
        items={[
          {name: 'Accueil', path: '/'},
          {name: 'Support technique', path: '/support'},
        ]}
      />
      <h1 className="mt-4 text-3xl font-bold">Support technique</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Choix d’un vérin, calcul de force, montage ou remplacement : nos techniciens vous répondent, et nos guides vous accompagnent pas à pas.
      </p>

      <div className="mt-8 grid items-start gap-6 lg:grid-cols-2">
        <section aria-labelledby="technicien-titre" className="rounded-lg bg-slate-50 p-6">
          <h2 id="technicien-titre" className="text-xl font-bold">
            Parler à un technicien
          </h2>
          <dl className="mt-4 space-y-3">
            <div>
              <dt className="font-semibold">Téléphone</dt>
              <dd>
                <a href={`tel:${SHOP.phoneE164}`} className="link text-lg font-semibold">
                  {SHOP.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold">E-mail</dt>
              <dd>
                <a href={`mailto:${SHOP.email}`} className="link">
                  {SHOP.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold">Horaires</dt>
              <dd>{SHOP.hours}</dd>
            </div>
          </dl>
          <p className="mt-4 text-slate-800">
            Réponse sous {REPLY_HOURS.message} h ouvrées, devis sur mesure sous {REPLY_HOURS.customQuote} h. Pour aller plus vite, joignez une photo du vérin ou de l’application à
            votre message.
          </p>
          <p className="mt-4">
            <Link to="/contact" className="btn-primary">
              Écrire au support
            </Link>
          </p>
        </section>

        <section aria-labelledby="guide-titre" className="rounded-lg border border-slate-200 p-6" data-testid="guide-download">
          <h2 id="guide-titre" className="text-xl font-bold">
            {INSTALLATION_GUIDE.title}
          </h2>
          <p className="mt-2 text-slate-800">{INSTALLATION_GUIDE.summary}</p>
          <p className="mt-1 text-sm text-slate-600">{INSTALLATION_GUIDE.format}</p>
          <p className="mt-4 flex flex-wrap gap-3">
            <a href={INSTALLATION_GUIDE.href} download={INSTALLATION_GUIDE.fileName} className="btn-primary">
              Télécharger le guide
            </a>
            <a href={INSTALLATION_GUIDE.href} className="btn-secondary">
              Lire en ligne
            </a>
          </p>
        </section>
      </div>

      <section aria-labelledby="faq-titre" className="mt-12 max-w-3xl">
        <h2 id="faq-titre" className="text-2xl font-bold">
          Questions fréquentes
        </h2>
        <FaqAccordion />
        <p className="mt-6 text-slate-800">
          Vous ne trouvez pas votre réponse ?{' '}
          <Link to="/contact" className="link">
            Posez-nous votre question
          </Link>
          .
        </p>
      </section>
    </main>
  );
}
