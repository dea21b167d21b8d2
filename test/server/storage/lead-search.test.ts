import { describe, expect, it } from 'vitest';
import { SEARCH_TEXT_LIMIT, searchTerms, searchText, searchWords } from '../../../server/storage/lead-search.js';

describe('searchWords', () => {
  it('folds case and accents and cuts at everything that is not a letter or a digit', () => {
    expect(searchWords('Ada@Analytical-Engines.co.uk')).toEqual(['ada', 'analytical', 'engines', 'co', 'uk']);
    expect(searchWords('Zoë Müller, +1 (555) 010')).toEqual(['zoe', 'muller', '1', '555', '010']);
    expect(searchWords('山田 太郎')).toEqual(['山田', '太郎']);
    expect(searchWords(' -- ')).toEqual([]);
  });
});

describe('searchTerms', () => {
  it('makes one group of adjacent words per space-separated term, dropping terms without a letter or digit', () => {
    expect(searchTerms('ada@exa  Lovelace - ')).toEqual([['ada', 'exa'], ['lovelace']]);
    expect(searchTerms('@@')).toEqual([]);
  });
});

describe('searchText', () => {
  it('indexes the values, not the field names, and at most SEARCH_TEXT_LIMIT characters of them', () => {
    expect(searchText({ firstname: 'Ada', email: 'ada@example.org' })).toBe('ada ada example org');
    expect(searchText({ message: `${'a '.repeat(SEARCH_TEXT_LIMIT)}tail` }).includes('tail')).toBe(false);
  });
});
