import { categoryClassifyCall, categoryIndexCall, categoryNamesCall } from '@topup/shared/contract';
import { closeTemplates, testBackends } from '../support/backends';
import { answer, catalogStoreForTests, refusal } from './catalogStore';

afterAll(closeTemplates);

describe.each(testBackends())('games on $kind', (backend) => {
  const store = catalogStoreForTests(backend);

  it('lists the game zone hot games first, each with its icon and its page when it has one', async () => {
    const games = await answer(store, categoryIndexCall, { locale: 'ru' });
    expect(games.map((game) => game.id)).toEqual(['101', '102', '103', '104', '105', '106', '107', '108', '109', '110', '111']);
    expect(games.slice(0, 4).every((game) => game.hot)).toBe(true);
    expect(games[1]).toEqual({
      id: '102',
      name: 'Genshin Impact',
      icon: { url: '/media/games/genshin-impact.webp', width: 160, height: 160 },
      linkSuffix: 'genshin-welkin',
      hot: true,
    });
    expect(games.filter((game) => game.linkSuffix !== null)).toHaveLength(1);
  });

  it('names games in the locale: ru and br', async () => {
    const ru = await answer(store, categoryIndexCall, { locale: 'ru' });
    const br = await answer(store, categoryIndexCall, { locale: 'br' });
    expect(ru.find((game) => game.id === '111')?.name).toBe('Кошелёк Steam');
    expect(br.find((game) => game.id === '111')?.name).toBe('Carteira Steam');
  });

  it('lists only the hot games when asked', async () => {
    const games = await answer(store, categoryIndexCall, { locale: 'ru', hotOnly: true });
    expect(games.map((game) => game.id)).toEqual(['101', '102', '103', '104']);
  });

  it('groups the games by kind, with the kinds named in the locale', async () => {
    const ru = await answer(store, categoryClassifyCall, { locale: 'ru' });
    expect(ru.map((group) => [group.key, group.name, group.categories.length])).toEqual([
      ['mobile', 'Мобильные игры', 8],
      ['pc', 'Игры для ПК', 2],
      ['giftCard', 'Подарочные карты', 1],
    ]);
    const br = await answer(store, categoryClassifyCall, { locale: 'br' });
    expect(br.map((group) => group.name)).toEqual(['Jogos mobile', 'Jogos de PC', 'Cartões-presente']);
  });

  it('names the given games in the asked order and leaves unknown ids out', async () => {
    const names = await answer(store, categoryNamesCall, { locale: 'br', ids: ['111', '101', '999', '9223372036854775807'] });
    expect(names).toEqual([
      { id: '111', name: 'Carteira Steam' },
      { id: '101', name: 'PUBG Mobile' },
    ]);
    expect(await answer(store, categoryNamesCall, { locale: 'ru', ids: [] })).toEqual([]);
  });

  it('refuses ids that are no ids and a locale it does not have', async () => {
    expect(await refusal(store, categoryNamesCall, { locale: 'ru', ids: ['abc'] })).toBe(11);
    expect(await refusal(store, categoryNamesCall, { locale: 'ru', ids: Array.from({ length: 101 }, (_, index) => String(index)) })).toBe(11);
    expect(await refusal(store, categoryIndexCall, { locale: 'de' })).toBe(11);
  });
});
