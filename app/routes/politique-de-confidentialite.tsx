import {useLoaderData} from 'react-router';
import type {Route} from './+types/politique-de-confidentialite';
import {ContentPageView, contentMeta} from '~/components/content/ContentPage';
import {loadContentPage} from '~/lib/content/load.server';

export const meta: Route.MetaFunction = ({data}) => contentMeta(data);

export async function loader({context, request}: Route.LoaderArgs) {
  return loadContentPage('politique-de-confidentialite', context, request);
}

export default function PolitiqueDeConfidentialitePage() {
  return <ContentPageView data={useLoaderData<typeof loader>()} />;
}
