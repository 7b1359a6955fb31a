import {useLoaderData} from 'react-router';
import type {Route} from './+types/a-propos';
import {ContentPageView, contentMeta} from '~/components/content/ContentPage';
import {loadContentPage} from '~/lib/content/load.server';

export const meta: Route.MetaFunction = ({data}) => contentMeta(data);

export async function loader({context, request}: Route.LoaderArgs) {
  return loadContentPage('a-propos', context, request);
}

export default function AProposPage() {
  return <ContentPageView data={useLoaderData<typeof loader>()} />;
}
