import {useEffect} from 'react';
import {useFetcher} from 'react-router';
import type {ReviewsSectionProps} from '~/components/reviews/ReviewsSection';
import {VISITOR_PATH, type VisitorData} from '~/lib/visitor/visitor';

/**
 * On a shared product page, the reviews section's personal part (the signed-in customer's
 * name, the reviews they found useful, their own reviews waiting for moderation) asked
 * once the section has hydrated, and merged into what the page rendered.
 */
export function useVisitorReviews(props: ReviewsSectionProps): ReviewsSectionProps {
  const enabled = Boolean(props.personalLater) && props.mode === 'server';
  const fetcher = useFetcher<VisitorData>({key: `visiteur-avis-${props.productId}`});
  const {load} = fetcher;
  const ask = enabled && fetcher.data === undefined && fetcher.state === 'idle';
  useEffect(() => {
    if (ask) void load(`${VISITOR_PATH}?produit=${encodeURIComponent(props.productId)}`);
  }, [ask, load, props.productId]);
  const mine = enabled ? fetcher.data?.reviews : undefined;
  if (!mine) return props;
  return {
    ...props,
    customerName: props.customerName ?? mine.customerName,
    helpfulIds: [...new Set([...props.helpfulIds, ...mine.helpfulIds])],
    pendingReviews: mine.pending,
  };
}
