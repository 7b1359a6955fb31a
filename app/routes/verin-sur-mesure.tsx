import {useActionData, useLoaderData} from 'react-router';
import type {Route} from './+types/verin-sur-mesure';
import {routeErrorBoundary} from '~/components/RouteError';
import {QuoteWizard} from '~/components/quote/QuoteWizard';
import {CUSTOM_MANUFACTURING_WEEKS, REPLY_HOURS, SHOP} from '~/lib/constants';
import {showQuoteStep, submitQuote} from '~/lib/quote/quote-action.server';
import {quotePrefill} from '~/lib/quote/quote-request';
import type {QuoteActionResult} from '~/lib/quote/quote-wizard';
import {canonicalMeta} from '~/lib/seo';

// /verin-sur-mesure: the four-step custom-cylinder request (SPEC.md 'Custom cylinder'),
// delivered to the merchant inbox (DESIGN.md section 5), prefilled by a link from the
// configurator. Works without JavaScript; with it, a reload loses nothing.

export const meta: Route.MetaFunction = ({data}) => [
  {title: `Vérin sur mesure : demande de devis | ${SHOP.name}`},
  {
    name: 'description',
    content: `Décrivez le vérin hydraulique, pneumatique, électrique ou à gaz qu’il vous faut : devis sous ${REPLY_HOURS.customQuote} h, fabrication en ${CUSTOM_MANUFACTURING_WEEKS.min} à ${CUSTOM_MANUFACTURING_WEEKS.max} semaines.`,
  },
  ...(data && 'origin' in data ? [canonicalMeta(`${data.origin}/verin-sur-mesure`)] : []),
];

export async function loader({request}: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {prefill: quotePrefill(url.searchParams), prefillKey: url.search, origin: url.origin};
}

export async function action({request, context}: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'submit');
  if (intent.startsWith('step:')) return showQuoteStep(form, intent);
  return submitQuote(context.env, form);
}

export default function CustomCylinderPage() {
  const {prefill, prefillKey} = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as QuoteActionResult | undefined;
  return <QuoteWizard prefill={prefill} prefillKey={prefillKey} result={result} />;
}

/**
 * A failure the page could not handle itself (the connection dropped at submit, say).
 * What was typed is still in this tab's sessionStorage: coming back restores it.
 */
export const ErrorBoundary = routeErrorBoundary((location) => ({
  heading: 'Vérin sur mesure',
  failed: {
    title: "Votre demande n'a pas pu être envoyée.",
    text: (
      <>
        Veuillez réessayer ou nous contacter au{' '}
        <a href={`tel:${SHOP.phoneE164}`} className="font-semibold underline">
          {SHOP.phone}
        </a>
        .
      </>
    ),
    note: 'Ce que vous avez saisi est conservé dans cet onglet.',
  },
  link: {to: `/verin-sur-mesure${location.search}`, label: 'Reprendre ma demande', reloadDocument: true},
}));
