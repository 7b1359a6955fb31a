import {useLoaderData} from 'react-router';
import type {Route} from './+types/livraison';
import {ContentPageView, contentMeta} from '~/components/ContentPage';
import {loadContentPage} from '~/content/load';

export const meta: Route.MetaFunction = ({data}) => contentMeta(data);

export async function loader({context, request}: Route.LoaderArgs) {
  return loadContentPage('livraison', context, request);
}

export default function LivraisonPage() {
  return <ContentPageView data={useLoaderData<typeof loader>()} />;
}
