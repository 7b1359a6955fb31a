import {useEffect} from 'react';
import {useFetcher} from 'react-router';
import type {ReviewsSectionProps} from '~/components/reviews/ReviewsSection';
import {visitorData} from '~/components/visitor/useVisitor';
import type {PANEL_FAILED} from '~/lib/catalogue/filter-panel';
import {VISITOR_PATH, type VisitorData} from '~/lib/visitor/visitor';

/**
 * On a shared product page, the reviews section's personal part (the signed-in customer's
 * name, the reviews they found useful, their own reviews waiting for moderation) asked
 * once the section has hydrated, and merged into what the page rendered.
 */
export function useVisitorReviews(props: ReviewsSectionProps): ReviewsSectionProps {
  const enabled = Boolean(props.personalLater) && props.mode === 'server';
  const fetcher = useFetcher<VisitorData | typeof PANEL_FAILED>({key: `visiteur-avis-${props.productId}`});
  const {load} = fetcher;
  const ask = enabled && fetcher.data === undefined && fetcher.state === 'idle';
  useEffect(() => {
    if (ask) void load(`${VISITOR_PATH}?produit=${encodeURIComponent(props.productId)}`);
  }, [ask, load, props.productId]);
  // Unread (offline, a failing worker): the section as the page rendered it.
  const mine = enabled ? visitorData(fetcher.data)?.reviews : undefined;
  if (!mine) return props;
  return {
    ...props,
    customerName: props.customerName ?? mine.customerName,
    helpfulIds: [...new Set([...props.helpfulIds, ...mine.helpfulIds])],
    pendingReviews: mine.pending,
  };
}
