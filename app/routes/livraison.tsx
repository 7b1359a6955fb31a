import {useLoaderData} from 'react-router';
import type {Route} from './+types/livraison';
import {ContentPageView, contentMeta} from '~/components/content/ContentPage';
import {loadContentPage} from '~/lib/content/load.server';

export const meta: Route.MetaFunction = ({data}) => contentMeta(data);

export async function loader({context, request}: Route.LoaderArgs) {
  return loadContentPage('livraison', context, request);
}

export default function LivraisonPage() {
  return <ContentPageView data={useLoaderData<typeof loader>()} />;
}
