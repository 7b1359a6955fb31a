import {describe, expect, it} from 'vitest';
import {
  distributionPercent,
  formatAverage,
  parseNote,
  parseProductReviews,
  publicReviewerName,
  ratingLabel,
  ratingMetafieldValue,
  ratingSummary,
  reviewCountLabel,
  reviewStats,
  sortNewestFirst,
} from '~/lib/reviews/reviews';
import {SAMPLE_REVIEWS, addBrowserReview, loadBrowserReviews, markBrowserHelpful, type ReviewStorage} from '~/lib/reviews/reviews-browser';

function memoryStorage(initial: Record<string, string> = {}): ReviewStorage & {items: Record<string, string>} {
  const items = {...initial};
  return {
    items,
    getItem: (key) => (key in items ? items[key] : null),
    setItem: (key, value) => {
      items[key] = value;
    },
  };
}

describe('review statistics (SPEC.md section 3, Review stats)', () => {
  it('counts, averages to one decimal and distributes 5 to 1', () => {
    const stats = reviewStats([5, 4, 4, 3, 5, 5, 1]);
    expect(stats.totalReviews).toBe(7);
    // 27 / 7 = 3.857…
    expect(stats.averageRating).toBe(3.9);
    expect(stats.ratingDistribution).toEqual({5: 3, 4: 2, 3: 1, 2: 0, 1: 1});
    expect(Object.keys(stats.ratingDistribution).sort().reverse()).toEqual(['5', '4', '3', '2', '1']);
  });

  it('is zero without reviews and ignores ratings outside 1 to 5', () => {
    expect(reviewStats([])).toEqual({totalReviews: 0, averageRating: 0, ratingDistribution: {5: 0, 4: 0, 3: 0, 2: 0, 1: 0}});
    expect(reviewStats([0, 6, 2.5, Number.NaN, 4])).toMatchObject({totalReviews: 1, averageRating: 4});
  });

  it('rounds halves up to one decimal', () => {
    expect(reviewStats([4, 5]).averageRating).toBe(4.5);
    expect(reviewStats([5, 5, 4]).averageRating).toBe(4.7);
    expect(reviewStats([1, 1, 2]).averageRating).toBe(1.3);
  });

  it('gives each bar its share in whole percent', () => {
    const stats = reviewStats([5, 5, 4]);
    expect(distributionPercent(stats, 5)).toBe(67);
    expect(distributionPercent(stats, 4)).toBe(33);
    expect(distributionPercent(stats, 1)).toBe(0);
    expect(distributionPercent(reviewStats([]), 5)).toBe(0);
  });

  it('formats in French', () => {
    expect(formatAverage(4.5)).toBe('4,5');
    expect(formatAverage(5)).toBe('5,0');
    expect(reviewCountLabel(0)).toBe('Aucun avis');
    expect(reviewCountLabel(1)).toBe('1 avis');
    expect(reviewCountLabel(12)).toBe('12 avis');
    expect(ratingLabel(4.3, 12)).toBe('Note : 4,3 sur 5, 12 avis');
  });
});

describe('review order and inputs', () => {
  it('sorts newest first, later id first on the same date', () => {
    const sorted = sortNewestFirst([
      {id: '1', createdAt: '2026-01-01T10:00:00Z'},
      {id: '3', createdAt: '2026-03-01T10:00:00Z'},
      {id: '2', createdAt: '2026-01-01T10:00:00Z'},
      {id: '10', createdAt: '2026-01-01T10:00:00Z'},
    ]);
    expect(sorted.map((review) => review.id)).toEqual(['3', '10', '2', '1']);
  });

  it('reads the rating of /merci links (?note=1..5) and nothing else', () => {
    expect(parseNote('4')).toBe(4);
    expect(parseNote('1')).toBe(1);
    expect(parseNote('5')).toBe(5);
    for (const bad of ['0', '6', '4.5', 'abc', '', null, undefined]) expect(parseNote(bad)).toBeNull();
  });

  it('signs a customer review with first name and initial', () => {
    expect(publicReviewerName('Jeanne', 'dupont')).toBe('Jeanne D.');
    expect(publicReviewerName(' Élise ', 'éluard')).toBe('Élise É.');
    expect(publicReviewerName('Paul', null)).toBe('Paul');
    expect(publicReviewerName(null, null)).toBe('');
  });
});

describe('rating metafields (reviews.rating, reviews.rating_count)', () => {
  it('round-trips the value the local shop serves', () => {
    expect(ratingSummary({value: ratingMetafieldValue(4.25)}, {value: '8'})).toEqual({average: 4.3, count: 8});
  });

  it('rescales other scales to 5 and accepts a bare number', () => {
    expect(ratingSummary({value: '{"value":"9.0","scale_min":"0","scale_max":"10.0"}'}, {value: '3'})).toEqual({average: 4.5, count: 3});
    expect(ratingSummary({value: '3.7'}, {value: '2'})).toEqual({average: 3.7, count: 2});
  });

  it('is absent without reviews or with nonsense', () => {
    expect(ratingSummary(null, null)).toBeNull();
    expect(ratingSummary({value: ratingMetafieldValue(4)}, {value: '0'})).toBeNull();
    expect(ratingSummary({value: '{"value":"abc"}'}, {value: '2'})).toBeNull();
    expect(ratingSummary({value: '{"value":"7","scale_max":"5"}'}, {value: '2'})).toBeNull();
  });
});

describe('the inbox answer', () => {
  const review = (over: Record<string, unknown>) => ({
    id: 1,
    productId: 'gid://shopify/Product/1',
    customerName: 'Paul',
    rating: 4,
    title: 'Solide',
    comment: 'Bien.',
    verified: false,
    helpful: 0,
    createdAt: '2026-05-01T10:00:00.000Z',
    ...over,
  });

  it('keeps well-formed reviews, newest first, and counts only published ones', () => {
    const parsed = parseProductReviews({
      ok: true,
      reviews: [
        review({id: 1, rating: 4}),
        review({id: 2, rating: 2, createdAt: '2026-06-01T10:00:00.000Z', verified: true}),
        review({id: 3, rating: 5, status: 'pending', createdAt: '2026-07-01T10:00:00.000Z'}),
        review({id: 4, rating: 9}),
        review({id: 5, title: ''}),
        'nonsense',
      ],
    });
    expect(parsed?.reviews.map((item) => [item.id, item.pending ?? false, item.verified])).toEqual([
      ['3', true, false],
      ['2', false, true],
      ['1', false, false],
    ]);
    expect(parsed?.stats).toMatchObject({totalReviews: 2, averageRating: 3});
  });

  it('refuses an answer that is not the contract', () => {
    expect(parseProductReviews(null)).toBeNull();
    expect(parseProductReviews({ok: false})).toBeNull();
    expect(parseProductReviews({ok: true, reviews: 'x'})).toBeNull();
  });
});

describe('browser-only reviews (no FORMS_ENDPOINT)', () => {
  it('shows the three built-in samples on every product', () => {
    const {reviews, stats} = loadBrowserReviews(memoryStorage(), 'gid://shopify/Product/7');
    expect(SAMPLE_REVIEWS).toHaveLength(3);
    expect(reviews.map((item) => item.id)).toEqual(['exemple-1', 'exemple-2', 'exemple-3']);
    expect(stats).toMatchObject({totalReviews: 3, averageRating: 4.7});
  });

  it('stores a review for its product, newest first, in the "reviews" key', () => {
    const storage = memoryStorage();
    const saved = addBrowserReview(
      storage,
      'gid://shopify/Product/7',
      {customerName: 'Client anonyme', customerEmail: '', rating: 3, title: 'Moyen', comment: '<b>pas</b> terrible'},
      new Date('2026-11-20T10:00:00Z'),
    );
    const mine = loadBrowserReviews(storage, 'gid://shopify/Product/7');
    expect(mine.reviews[0]).toMatchObject({id: saved.id, title: 'Moyen', comment: '<b>pas</b> terrible', verified: false});
    expect(mine.stats.totalReviews).toBe(4);
    expect(loadBrowserReviews(storage, 'gid://shopify/Product/8').stats.totalReviews).toBe(3);
    expect(JSON.parse(storage.items.reviews)).toHaveLength(1);
  });

  it('counts a helpful vote once per visitor', () => {
    const storage = memoryStorage();
    expect(markBrowserHelpful(storage, 'exemple-2')).toBe(true);
    expect(markBrowserHelpful(storage, 'exemple-2')).toBe(false);
    const loaded = loadBrowserReviews(storage, 'p');
    expect(loaded.reviews.find((item) => item.id === 'exemple-2')?.helpful).toBe(3);
    expect(loaded.helpfulIds).toEqual(['exemple-2']);
  });

  it('survives corrupt storage', () => {
    const storage = memoryStorage({reviews: '{pas du json', 'reviews-helpful': '[1]'});
    expect(loadBrowserReviews(storage, 'p').stats.totalReviews).toBe(3);
  });
});
