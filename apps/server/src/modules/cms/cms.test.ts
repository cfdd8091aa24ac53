import { ZGetCmsDetailResponse, ZGetCmsPagesResponse } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';
import { SYSTEM_ACTOR } from '#src/modules/audit/audit.service';

describe('cms', () => {
  let testApp: TTestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function page(slug: string) {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/user/cms-detail?pageSlug=${slug}`,
    });
    expect(response.statusCode).toBe(200);
    return ZGetCmsDetailResponse.parse(response.json()).data;
  }

  it('lists the menu links, the external link and the footers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/user/cms' });
    const links = ZGetCmsPagesResponse.parse(response.json()).data;
    const bySlug = new Map(links.map((link) => [link.slug, link]));
    for (const slug of [
      'terms-of-service',
      'privacy-policy',
      'sweepstakes-rules',
      'responsible-gaming',
      'contact-us',
    ]) {
      expect(bySlug.get(slug)).toMatchObject({ cmsType: 1, showInMenu: true, targetUrl: null });
    }
    expect(bySlug.get('contact-us')?.title.EN.toLowerCase()).toContain('contact us');
    expect(bySlug.get('problem-gambling-help')).toMatchObject({
      cmsType: 2,
      targetUrl: expect.stringMatching(/^https:\/\//),
    });
    expect(bySlug.get('users-footer')).toMatchObject({ cmsType: 3, showInMenu: false });
    expect(bySlug.get('footer')).toMatchObject({ cmsType: 3, showInMenu: false });
  });

  it('serves the sweepstakes rules with the free mail-in entry', async () => {
    const rules = await page('sweepstakes-rules');
    const html = rules.content.EN;
    expect(rules.title.EN).toBe('Sweepstakes Rules');
    expect(html).toContain('NO PURCHASE NECESSARY');
    expect(html).toContain('5.00 Sweeps Coins');
    expect(html).toContain('one card per envelope');
    expect(html).toContain('1x playthrough');
    expect(html).toContain('100 Sweeps Coins');
    expect(html).toContain('Washington');
    expect(html).toContain(
      '21 years old if they reside in Alabama, Massachusetts, Mississippi and Nebraska',
    );
    expect(html.length).toBeGreaterThan(6000);
  });

  it('serves substantial terms and privacy pages with only simple tags', async () => {
    for (const slug of ['terms-of-service', 'privacy-policy']) {
      const html = (await page(slug)).content.EN;
      expect(html.length).toBeGreaterThan(5000);
      const tags = new Set([...html.matchAll(/<\/?([a-z0-9]+)/g)].map((match) => match[1]));
      for (const tag of tags) {
        expect([
          'h1',
          'h2',
          'h3',
          'p',
          'ul',
          'ol',
          'li',
          'strong',
          'em',
          'a',
          'br',
          'address',
        ]).toContain(tag);
      }
    }
  });

  it('serves the footers for guests and players', async () => {
    const guest = (await page('footer')).content.EN;
    const player = (await page('users-footer')).content.EN;
    expect(guest).toContain('NO PURCHASE NECESSARY');
    expect(guest).toContain('You must be 18 or older');
    expect(player).toContain('NO PURCHASE NECESSARY');
    expect(player).toContain('Take a break or self-exclude from My Account.');
  });

  it("answers a missing page with 404 'CMS page not found'", async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/cms-detail?pageSlug=no-such-page',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { name: 'NotFoundError', message: 'CMS page not found' },
    });
  });

  it('refuses a malformed slug', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/cms-detail?pageSlug=..%2Fetc',
    });
    expect(response.statusCode).toBe(400);
  });

  it('sanitises operator edits before storing them', async () => {
    await testApp.app.modules.cms.updateContent(
      'contact-us',
      '<p onclick="steal()">Hi <script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
      undefined,
      SYSTEM_ACTOR,
    );
    expect((await page('contact-us')).content.EN).toBe('<p>Hi <a>x</a></p>');
  });
});
