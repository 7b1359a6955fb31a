import {Link} from 'react-router';
import type {Route} from './+types/industries';
import {Breadcrumb} from '~/components/Breadcrumb';
import {INDUSTRIES} from '~/lib/content/industries';
import {SHOP, REPLY_HOURS} from '~/lib/constants';
import {breadcrumbJsonLd, canonicalMeta} from '~/lib/seo';

export const meta: Route.MetaFunction = ({data}) => [
  {title: `Industries : maintenance, ameublement, industrie, médical, aéronautique, nautisme | ${SHOP.name}`},
  {
    name: 'description',
    content: 'Vérins à gaz, hydrauliques et pneumatiques pour la maintenance, l’ameublement, l’industrie, le médical, l’aéronautique et le nautisme : applications et produits adaptés.',
  },
  ...(data
    ? [
        canonicalMeta(`${data.origin}/industries`),
        {
          'script:ld+json': breadcrumbJsonLd(data.origin, [
            {name: 'Accueil', path: '/'},
            {name: 'Industries', path: '/industries'},
          ]),
        },
      ]
    : []),
];

export async function loader({request}: Route.LoaderArgs) {
  return {origin: new URL(request.url).origin};
}

export default function Industries() {
  return (
    <main id="contenu" className="container-page py-8">
      <Breadcrumb
        items={[
          {name: 'Accueil', path: '/'},
          {name: 'Industries', path: '/industries'},
        ]}
      />
      <h1 className="mt-4 text-3xl font-bold">Les industries que nous servons</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        De l’atelier de maintenance au chantier naval, nos vérins équipent des applications très différentes. Voici les plus courantes, avec
        les produits qui leur conviennent.
      </p>

      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="industries">
        {INDUSTRIES.map((industry) => (
          <li key={industry.id} id={industry.id} className="flex">
            <article
              aria-labelledby={`${industry.id}-titre`}
              className="flex w-full flex-col rounded-lg border border-slate-200 border-t-4 border-t-brand-700 bg-white p-6 shadow-sm"
              data-testid="industry-card"
            >
              <h2 id={`${industry.id}-titre`} className="text-xl font-bold">
                {industry.title}
              </h2>
              <p className="mt-2 text-slate-700">{industry.summary}</p>
              <h3 className="mt-4 text-sm font-semibold uppercase tracking-wide text-slate-700">Applications</h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
                {industry.applications.map((application) => (
                  <li key={application}>{application}</li>
                ))}
              </ul>
              <div className="mt-auto flex flex-wrap gap-2 pt-5">
                {industry.links.map((link, index) => (
                  <Link key={link.to} to={link.to} className={index === 0 ? 'btn-primary' : 'btn-secondary'}>
                    {link.label}
                  </Link>
                ))}
              </div>
            </article>
          </li>
        ))}
      </ul>

      <section aria-labelledby="sur-mesure-titre" className="mt-12 rounded-lg bg-brand-50 p-6">
        <h2 id="sur-mesure-titre" className="text-xl font-bold">
          Votre application n’est pas dans la liste ?
        </h2>
        <p className="mt-2 max-w-3xl text-slate-800">
          Nos techniciens étudient votre besoin (force, course, encombrement, milieu) et vous proposent un produit du catalogue ou un vérin
          fabriqué sur mesure, avec un devis sous {REPLY_HOURS.customQuote} h.
        </p>
        <p className="mt-4 flex flex-wrap gap-3">
          <Link to="/contact" className="btn-primary">
            Contacter un technicien
          </Link>
          <Link to="/support" className="btn-secondary">
            Support technique
          </Link>
        </p>
      </section>
    </main>
  );
}
