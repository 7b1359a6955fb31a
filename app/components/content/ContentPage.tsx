import {Link} from 'react-router';
import {type Block, type ContentPage as Page, parseInline} from '~/lib/content/blocks';
import type {ContentPageData} from '~/lib/content/load.server';
import {SHOP} from '~/lib/constants';
import {formatDateFr} from '~/lib/dates';
import {breadcrumbJsonLd, canonicalMeta} from '~/lib/seo';
import {Breadcrumb} from '~/components/Breadcrumb';

/** Title, description, canonical URL and breadcrumb of an editorial page. */
export function contentMeta(data: ContentPageData | undefined) {
  if (!data) return [{title: SHOP.name}];
  const {page, origin} = data;
  return [
    {title: `${page.title} | ${SHOP.name}`},
    {name: 'description', content: page.description},
    canonicalMeta(`${origin}${page.path}`),
    {property: 'og:title', content: page.title},
    {property: 'og:description', content: page.description},
    {
      'script:ld+json': breadcrumbJsonLd(origin, [
        {name: 'Accueil', path: '/'},
        {name: page.title, path: page.path},
      ]),
    },
  ];
}

/** Text with **bold** and [links](/path): internal links stay in the app, others are plain. */
export function Inline({text}: {text: string}) {
  return (
    <>
      {parseInline(text).map((part, index) => {
        if ('text' in part) return part.text;
        if ('strong' in part) return <strong key={index}>{part.strong}</strong>;
        const internal = part.to.startsWith('/') && !/\.[a-z]+(#.*)?$/.test(part.to);
        return internal ? (
          <Link key={index} to={part.to} className="link">
            {part.link}
          </Link>
        ) : (
          <a key={index} href={part.to} className="link">
            {part.link}
          </a>
        );
      })}
    </>
  );
}

function BlockView({block}: {block: Block}) {
  if (typeof block === 'string') {
    return (
      <p className="mt-3 leading-relaxed text-slate-800">
        <Inline text={block} />
      </p>
    );
  }
  if ('list' in block) {
    const ListTag = block.ordered ? 'ol' : 'ul';
    return (
      <ListTag className={`mt-3 space-y-2 pl-6 leading-relaxed text-slate-800 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
        {block.list.map((item) => (
          <li key={item}>
            <Inline text={item} />
          </li>
        ))}
      </ListTag>
    );
  }
  if ('table' in block) {
    const {caption, head, rows} = block.table;
    return (
      // A wide table scrolls on its own on a phone; the region makes it reachable by keyboard.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      <div className="mt-4 overflow-x-auto rounded-lg border border-slate-200" role="region" aria-label={caption} tabIndex={0}>
        <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
          <caption className="px-4 py-3 text-left font-semibold text-slate-900">{caption}</caption>
          <thead className="bg-slate-100">
            <tr>
              {head.map((cell) => (
                <th key={cell} scope="col" className="px-4 py-2 font-semibold">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row[0]} className="border-t border-slate-200 align-top">
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row" className="px-4 py-2 font-medium">
                      <Inline text={cell} />
                    </th>
                  ) : (
                    <td key={index} className="px-4 py-2">
                      <Inline text={cell} />
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  if ('definitions' in block) {
    return (
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {block.definitions.map(([term, description]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-slate-900">{term}</dt>
            <dd className="mb-2 text-slate-800 sm:mb-0">
              <Inline text={description} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <p className="mt-4 rounded-md border-l-4 border-brand-700 bg-brand-50 px-4 py-3 text-sm leading-relaxed text-slate-900">
      <Inline text={block.note} />
    </p>
  );
}

function TableOfContents({page}: {page: Page}) {
  return (
    <nav aria-labelledby="sommaire" className="rounded-lg border border-slate-200 bg-slate-50 p-4 lg:sticky lg:top-4">
      <h2 id="sommaire" className="font-semibold">
        Sommaire
      </h2>
      <ol className="mt-2 space-y-1 text-sm">
        {page.sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="link">
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function ContentPageView({data}: {data: ContentPageData}) {
  const {page, policyHtml} = data;
  const withToc = page.toc === true && policyHtml === null;
  return (
    <main id="contenu" className="container-page py-8">
      <Breadcrumb
        items={[
          {name: 'Accueil', path: '/'},
          {name: page.title, path: page.path},
        ]}
      />
      <div className={`mt-4 ${withToc ? 'grid grid-cols-1 gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]' : ''}`}>
        {withToc ? (
          <div className="order-last lg:order-first">
            <TableOfContents page={page} />
          </div>
        ) : null}
        <article className="min-w-0 max-w-3xl" data-testid="content-page">
          <h1 className="text-3xl font-bold">{page.title}</h1>
          {policyHtml === null ? (
            <>
              <p className="mt-3 text-lg text-slate-700">{page.lead}</p>
              <p className="mt-2 text-sm text-slate-600">
                Dernière mise à jour : <time dateTime={page.updated}>{formatDateFr(`${page.updated}T12:00:00Z`)}</time>
              </p>
              {page.sections.map((section) => (
                <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titre`} className="mt-8 scroll-mt-4">
                  <h2 id={`${section.id}-titre`} className="text-xl font-bold">
                    {section.title}
                  </h2>
                  {section.blocks.map((block, index) => (
                    <BlockView key={index} block={block} />
                  ))}
                </section>
              ))}
            </>
          ) : (
            // The store's own text (Shopify admin > Policies) replaces ours whole.
            <div
              className="rich-text mt-6 text-slate-800 [&_h2]:mt-8 [&_h2]:text-xl [&_h3]:text-lg"
              data-testid="store-policy"
              dangerouslySetInnerHTML={{__html: policyHtml}}
            />
          )}
          {page.related.length > 0 ? (
            <aside aria-labelledby="voir-aussi" className="mt-12 border-t border-slate-200 pt-6">
              <h2 id="voir-aussi" className="text-lg font-semibold">
                À consulter aussi
              </h2>
              <ul className="mt-3 flex flex-wrap gap-3">
                {page.related.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="btn-secondary">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </aside>
          ) : null}
        </article>
      </div>
    </main>
  );
}
