import { eq } from 'drizzle-orm';
import { LOCALES } from '@topup/shared/contract';
import { CONTENT_SLUGS } from '@topup/shared/contract/content';
import { seedContentPages } from '../../seed/content/seedContent';
import { saveContentPage } from '../../src/modules/content/contentPages';
import { contentPages } from '../../src/modules/content/schema';
import { accountsStoreForTests } from '../auth/accountsStore';
import { closeTemplates, testBackends } from '../support/backends';

afterAll(closeTemplates);

describe.each(testBackends())("the store's own pages on $kind", (backend) => {
  const store = accountsStoreForTests(backend);
  const read = (slug: string, locale: string) => store.app.inject({ method: 'GET', url: `/api/display/v1/contentPage/${slug}?locale=${locale}` });

  it('serves every seeded page in every locale, as data', async () => {
    for (const locale of LOCALES) {
      for (const slug of CONTENT_SLUGS) {
        const answer = (await read(slug, locale)).json();
        expect(answer.code).toBe(1);
        expect(answer.data).toMatchObject({ slug, locale, title: expect.any(String), sections: expect.any(Array) });
      }
    }
    expect((await read('help', 'ru')).json().data.sections[1].heading).toBe('Где найти ID игрока?');
    expect((await read('nosuch', 'ru')).json().code).toBe(11);
  });

  it('shows an edit without a release, and a later seeding keeps the edit', async () => {
    const edited = { title: 'Помощь', intro: 'Новый текст', updated: '', sections: [{ heading: 'Вопрос?', body: 'Ответ с **важным** словом.' }] };
    await saveContentPage(store.database.db, { locale: 'ru', slug: 'help', document: edited }, store.clock.now());
    expect((await read('help', 'ru')).json().data).toMatchObject(edited);
    await seedContentPages(store.database.db, store.clock.now());
    expect((await read('help', 'ru')).json().data.intro).toBe('Новый текст');
  });

  it('refuses a document that is not the contract shape, leaving the page as it was', async () => {
    await expect(saveContentPage(store.database.db, { locale: 'en', slug: 'contact', document: { title: '', html: '<script>' } }, store.clock.now())).rejects.toThrow();
    const [row] = await store.database.db.select().from(contentPages).where(eq(contentPages.slug, 'contact'));
    expect(row?.document.title).not.toBe('');
  });
});
