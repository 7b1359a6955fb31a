import {useLoaderData} from 'react-router';
import type {Route} from './+types/garantie';
import {ContentPageView, contentMeta} from '~/components/content/ContentPage';
import {loadContentPage} from '~/lib/content/load.server';

export const meta: Route.MetaFunction = ({data}) => contentMeta(data);

export async function loader({context, request}: Route.LoaderArgs) {
  return loadContentPage('garantie', context, request);
}

export default function GarantiePage() {
  return <ContentPageView data={useLoaderData<typeof loader>()} />;
}
