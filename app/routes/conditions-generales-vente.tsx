import {useLoaderData} from 'react-router';
import type {Route} from './+types/conditions-generales-vente';
import {ContentPageView, contentMeta} from '~/components/ContentPage';
import {loadContentPage} from '~/content/load';

export const meta: Route.MetaFunction = ({data}) => contentMeta(data);

export async function loader({context, request}: Route.LoaderArgs) {
  return loadContentPage('conditions-generales-vente', context, request);
}

export default function ConditionsGeneralesVentePage() {
  return <ContentPageView data={useLoaderData<typeof loader>()} />;
}
