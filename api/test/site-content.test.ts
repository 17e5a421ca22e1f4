import {
  API_PATHS,
  APP_URL_HEADER,
  faqListSchema,
  siteConfigSchema,
  type Faq,
  type SiteConfig,
} from '@klubb/contracts';

import { BRAND_A_URL, BRAND_B_URL, createTestApp, errorOf, type TestApp } from './helpers/test-app';
import { testTargets } from './helpers/test-database';

describe.each(testTargets())('FAQ and site config on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const get = (url: string, appUrl?: string) =>
    t.app.inject({ method: 'GET', url, headers: appUrl ? { [APP_URL_HEADER]: appUrl } : {} });

  it("answers each brand's own questions in display order, to anyone", async () => {
    const a = await get(API_PATHS.getFaqList, BRAND_A_URL);
    const b = await get(API_PATHS.getFaqList, BRAND_B_URL);
    expect(a.statusCode).toBe(200);
    const faqsA: Faq[] = faqListSchema.parse(a.json());
    const faqsB: Faq[] = faqListSchema.parse(b.json());
    expect(faqsA[0]?.question).toBe('Hur hittar jag mina rabattkoder?');
    expect(faqsA).toHaveLength(4);
    expect(faqsB).toHaveLength(2);
    expect(faqsB.map((faq) => faq.question)).not.toContain(faqsA[0]?.question);
  });

  it("answers the brand's site config: about, contact with chat only where there is one", async () => {
    const a: SiteConfig = siteConfigSchema
      .strict()
      .parse((await get(API_PATHS.getSiteConfig, BRAND_A_URL)).json());
    const b: SiteConfig = siteConfigSchema.parse(
      (await get(API_PATHS.getSiteConfig, BRAND_B_URL)).json(),
    );
    expect(a.about.header).toBe('Om Klubb');
    expect(a.contact).toMatchObject({
      email: 'medlem@klubb.example',
      chatUrl: 'https://chat.klubb.example/',
    });
    expect(a.terms.url).toBe('https://klubb.example/villkor');
    expect(b.contact.chatUrl).toBeNull();
    expect(b.gdpr.label).toBe('Personvernerklæring');
  });

  it('needs an app URL', async () => {
    const response = await get(API_PATHS.getSiteConfig);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('brand/app-url-missing');
  });
});
