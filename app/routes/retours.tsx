import {useLoaderData} from 'react-router';
import type {Route} from './+types/retours';
import {ContentPageView, contentMeta} from '~/components/content/ContentPage';
import {loadContentPage} from '~/lib/content/load.server';

export const meta: Route.MetaFunction = ({data}) => contentMeta(data);

export async function loader({context, request}: Route.LoaderArgs) {
  return loadContentPage('retours', context, request);
}

export default function RetoursPage() {
  return <ContentPageView data={useLoaderData<typeof loader>()} />;
}
