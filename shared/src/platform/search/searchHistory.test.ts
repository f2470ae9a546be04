import { clearSearchHistory, readSearchHistory, rememberSearch, searchPath, SEARCH_HISTORY_LIMIT } from './searchHistory';

beforeEach(() => localStorage.clear());

it('keeps searches newest first, once each whatever the case, and trimmed', () => {
  rememberSearch('Genshin');
  rememberSearch('  PUBG  ');
  rememberSearch('genshin');
  expect(readSearchHistory()).toEqual(['genshin', 'PUBG']);
});

it('ignores blank searches', () => {
  rememberSearch('   ');
  expect(readSearchHistory()).toEqual([]);
});

it(`keeps only the newest ${SEARCH_HISTORY_LIMIT}`, () => {
  for (let index = 0; index < SEARCH_HISTORY_LIMIT + 3; index += 1) rememberSearch(`game ${index}`);
  const history = readSearchHistory();
  expect(history).toHaveLength(SEARCH_HISTORY_LIMIT);
  expect(history[0]).toBe(`game ${SEARCH_HISTORY_LIMIT + 2}`);
});

it('survives something else written under its key, and can be cleared', () => {
  localStorage.setItem('intl-search_history', 'not json');
  expect(readSearchHistory()).toEqual([]);
  rememberSearch('Brawl Stars');
  clearSearchHistory();
  expect(readSearchHistory()).toEqual([]);
});

it('leads to the catalogue results page with the keyword encoded', () => {
  expect(searchPath(' Хонкай: Star Rail ')).toBe('/search?keyword=%D0%A5%D0%BE%D0%BD%D0%BA%D0%B0%D0%B9%3A+Star+Rail');
});
