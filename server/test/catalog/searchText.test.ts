import { maskName } from '../../src/modules/catalog/maskName';
import { containsPattern, keywordWords, MAX_KEYWORD_WORDS, normaliseSearchText, searchTextOf } from '../../src/modules/catalog/searchText';

describe('search text', () => {
  it('normalises case, ё, compatibility forms and spaces the same way for names and keywords', () => {
    expect(normaliseSearchText('  ГЕНШИН   Импакт ')).toBe('геншин импакт');
    expect(normaliseSearchText('Кошелёк')).toBe('кошелек');
    expect(normaliseSearchText('ＰＵＢＧ')).toBe('pubg');
  });

  it('joins every name and alias once', () => {
    expect(searchTextOf({ ru: 'PUBG Mobile', en: 'PUBG Mobile', br: 'PUBG' }, ['пабг'])).toBe('pubg mobile pubg пабг');
  });

  it('splits a keyword into distinct words, at most a few', () => {
    expect(keywordWords('Genshin  genshin импакт')).toEqual(['genshin', 'импакт']);
    expect(keywordWords('a b c d e f g h i j')).toHaveLength(MAX_KEYWORD_WORDS);
    expect(keywordWords('   ')).toEqual([]);
  });

  it("escapes LIKE's wildcards so they match only themselves", () => {
    expect(containsPattern('100%')).toBe('%100\\%%');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('c:\\')).toBe('%c:\\\\%');
  });
});

describe('masked names', () => {
  it('keeps the first characters and the last', () => {
    expect(maskName('Алексей', 2)).toBe('Ал***й');
    expect(maskName('maria')).toBe('m***a');
    expect(maskName('Al', 2)).toBe('A***');
    expect(maskName('Jo')).toBe('J***');
    expect(maskName('  ')).toBe('***');
  });
});
