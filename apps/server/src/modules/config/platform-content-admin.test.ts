import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInPlayer, type TSignedInPlayer } from '#test/helpers/players';
import { grantPermissions } from '#test/helpers/roles';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';

describe('platform content back office', () => {
  let testApp: TTestApp;
  let operator: TSignedInPlayer;
  let player: TSignedInPlayer;

  beforeAll(async () => {
    testApp = await createTestApp();
    operator = await createSignedInPlayer(testApp);
    player = await createSignedInPlayer(testApp);
    await grantPermissions(testApp, operator.userId, [
      'flags.manage',
      'config.manage',
      'content.manage',
    ]);
  });
  afterAll(async () => {
    await testApp.close();
  });

  function call(
    method: 'GET' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    who: TSignedInPlayer,
    payload?: object,
  ) {
    return testApp.app.inject({
      method,
      url,
      headers: { cookie: who.cookie },
      ...(payload ? { payload } : {}),
    });
  }

  it('keeps the back office to operators with the permission', async () => {
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/admin/feature-flags' })).statusCode,
    ).toBe(401);
    expect((await call('GET', '/api/admin/feature-flags', player)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/configs', player)).statusCode).toBe(403);
  });

  it('lists flags and sets a flag and a player override', async () => {
    const list = await call('GET', '/api/admin/feature-flags', operator);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.flags).toContainEqual(
      expect.objectContaining({
        key: 'poc-enabled',
        kind: 'boolean',
        defaultValue: false,
        value: false,
      }),
    );
    const set = await call('PUT', '/api/admin/feature-flags/search_enabled', operator, {
      value: false,
    });
    expect(set.json().data).toMatchObject({ key: 'search_enabled', value: false });
    const wrongKind = await call('PUT', '/api/admin/feature-flags/search_enabled', operator, {
      value: 'no',
    });
    expect(wrongKind.statusCode).toBe(400);

    const override = await call(
      'PUT',
      `/api/admin/feature-flags/search_enabled/overrides/${player.userId}`,
      operator,
      { value: true },
    );
    expect(override.statusCode).toBe(200);
    const playerFlags = await testApp.app.inject({
      method: 'GET',
      url: '/api/feature-flags',
      headers: { cookie: player.cookie },
    });
    expect(playerFlags.json().data.flags.search_enabled).toBe(true);
    const guestFlags = await testApp.app.inject({ method: 'GET', url: '/api/feature-flags' });
    expect(guestFlags.json().data.flags.search_enabled).toBe(false);
    await call(
      'DELETE',
      `/api/admin/feature-flags/search_enabled/overrides/${player.userId}`,
      operator,
    );
    const after = await testApp.app.inject({
      method: 'GET',
      url: '/api/feature-flags',
      headers: { cookie: player.cookie },
    });
    expect(after.json().data.flags.search_enabled).toBe(false);
  });

  it('lists and sets configs, refusing the derived one', async () => {
    const list = await call('GET', '/api/admin/configs', operator);
    expect(list.json().data.configs).toContainEqual(
      expect.objectContaining({ key: 'UNAVAILABLE_STATES_CODES', isDerived: true }),
    );
    const set = await call('PUT', '/api/admin/configs/low_balance_cc_threshold', operator, {
      value: 50_000,
    });
    expect(set.json().data).toMatchObject({ key: 'low_balance_cc_threshold', value: 50_000 });
    const derived = await call('PUT', '/api/admin/configs/UNAVAILABLE_STATES_CODES', operator, {
      value: [],
    });
    expect(derived.statusCode).toBe(400);
  });

  it('excludes a territory, which changes UNAVAILABLE_STATES_CODES', async () => {
    const patch = await call('PATCH', '/api/admin/geography/territories/US-TX', operator, {
      isExcluded: true,
      prizeCapMinor: 100_000,
    });
    expect(patch.json().data).toMatchObject({
      territoryKey: 'US-TX',
      isExcluded: true,
      prizeCapMinor: 100_000,
      legalAge: 18,
    });
    const configs = await testApp.app.inject({
      method: 'POST',
      url: '/api/config',
      payload: { configKeys: ['UNAVAILABLE_STATES_CODES'] },
    });
    expect(configs.json().data.UNAVAILABLE_STATES_CODES).toContain('TX');
    expect(
      (
        await call('PATCH', '/api/admin/geography/territories/US-ZZ', operator, {
          isExcluded: true,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', '/api/admin/geography/territories/US-TX', operator, { legalAge: 19 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('PATCH', '/api/admin/geography/territories/US-TX', operator, {})).statusCode,
    ).toBe(400);
  });

  it('edits a CMS page, sanitising the HTML', async () => {
    const edit = await call('PUT', '/api/admin/cms/contact-us', operator, {
      titleEn: 'Contact Us',
      contentEn:
        '<h1>Help</h1><p><a href="javascript:x()">bad</a><img src=x onerror=alert(1)>ok</p>',
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data.content.EN).toBe('<h1>Help</h1><p><a>bad</a>ok</p>');
    expect(
      (await call('PUT', '/api/admin/cms/no-such-page', operator, { contentEn: 'x' })).statusCode,
    ).toBe(404);
  });
});
