import {useLoaderData} from 'react-router';
import type {Route} from './+types/politique-cookies';
import {ContentPageView, contentMeta} from '~/components/content/ContentPage';
import {loadContentPage} from '~/lib/content/load.server';

export const meta: Route.MetaFunction = ({data}) => contentMeta(data);

export async function loader({context, request}: Route.LoaderArgs) {
  return loadContentPage('politique-cookies', context, request);
}

export default function PolitiqueCookiesPage() {
  return <ContentPageView data={useLoaderData<typeof loader>()} />;
}
