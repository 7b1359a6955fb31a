import {describe, expect, it} from 'vitest';
import {articleQuery, authorName, uniqueTags} from '../../app/lib/content/blog.ts';
import {readingTimeMinutes} from '../../app/lib/dates.ts';

describe('blog rules', () => {
  it('lists the first 10 unique tags in order of appearance', () => {
    const articles = [{tags: ['force', 'mobilier']}, {tags: ['mobilier', 'inox', 'marine']}, {tags: Array.from({length: 12}, (_, i) => `t${i}`)}];
    expect(uniqueTags(articles)).toEqual(['force', 'mobilier', 'inox', 'marine', 't0', 't1', 't2', 't3', 't4', 't5']);
  });

  it('builds the article search query', () => {
    expect(articleQuery('', null)).toBeNull();
    expect(articleQuery(' inox ', null)).toBe('inox');
    expect(articleQuery('force', 'mobilier')).toBe('force AND tag:"mobilier"');
  });

  it('names the author, falling back to the editorial team', () => {
    expect(authorName({name: 'Julie Morel'})).toBe('Julie Morel');
    expect(authorName({firstName: 'Paul', lastName: 'Renaud'})).toBe('Paul Renaud');
    expect(authorName(null)).toBe('La rédaction');
  });

  it('computes reading time as words / 200, rounded up', () => {
    expect(readingTimeMinutes('mot '.repeat(200))).toBe(1);
    expect(readingTimeMinutes('<p>' + 'mot '.repeat(201) + '</p>')).toBe(2);
  });
});
