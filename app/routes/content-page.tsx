import {useLoaderData} from 'react-router';
import type {Route} from './+types/content-page';
import {ContentPageView, contentMeta} from '~/components/content/ContentPage';
import {loadContentPage} from '~/lib/content/load.server';
import {contentSlugForPath} from '~/lib/content/pages';

// The eight editorial pages (/livraison, /retours, /garantie, /a-propos, the legal pages):
// one route module served at each page's own URL (app/routes.ts), its text in
// app/lib/content/pages.ts, or the store's own policy when it publishes one.

export const meta: Route.MetaFunction = ({data}) => contentMeta(data);

export async function loader({context, request}: Route.LoaderArgs) {
  const slug = contentSlugForPath(new URL(request.url).pathname);
  if (!slug) throw new Response('Page introuvable', {status: 404});
  return loadContentPage(slug, context, request);
}

export default function ContentRoute() {
  return <ContentPageView data={useLoaderData<typeof loader>()} />;
}
