import {
  DEFAULT_FEATURE_FLAG_VALUES,
  FEATURE_FLAG_KEYS,
  ZGetFeatureFlagsResponse,
} from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureFlags } from '#src/db/schema/index';
import { createFlagsRepository } from '#src/modules/flags/flags.repository';
import { isInternalEmail } from '#src/modules/flags/flags.service';
import { createSignedInPlayer } from '#test/helpers/players';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';
import { SYSTEM_ACTOR } from '#src/modules/audit/audit.service';

describe('feature flags', () => {
  let testApp: TTestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function fetchFlags(headers: Record<string, string> = {}) {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/feature-flags',
      headers,
    });
    expect(response.statusCode).toBe(200);
    return ZGetFeatureFlagsResponse.parse(response.json()).data.flags;
  }

  it('gives a guest every flag with the spec defaults', async () => {
    const flags = await fetchFlags();
    expect(Object.keys(flags).sort()).toEqual([...FEATURE_FLAG_KEYS].sort());
    expect(flags).toMatchObject({
      'poc-enabled': false,
      payments_app_version_web: 4,
      user_free_spins_widgets_feature: true,
      slot_machines_frb_widgets_enable: true,
      update_balance_through_notification: false,
      enable_barouletta_max_prize: false,
      enable_coins_animation: true,
      web_inactivity_reload_minutes: 20,
      sc_mode_available: true,
      search_enabled: true,
      maintenance: false,
      web_allow_close_popups_shortcut: false,
    });
  });

  it('keeps string flags that read like other JSON as strings', async () => {
    const [stored] = await testApp.database.db
      .select({ value: featureFlags.value })
      .from(featureFlags)
      .where(eq(featureFlags.key, 'feat_loyalty_program_tutorial'));
    expect(stored?.value).toBe('true');
    expect((await fetchFlags()).feat_loyalty_program_tutorial).toBe('true');
  });

  it("applies the operator's values and refuses values of the wrong kind", async () => {
    const { flags } = testApp.app.modules;
    await flags.setValue('maintenance', true, SYSTEM_ACTOR);
    expect((await fetchFlags()).maintenance).toBe(true);
    await flags.setValue('maintenance', false, SYSTEM_ACTOR);
    await expect(
      flags.setValue('web_inactivity_reload_minutes', 'soon', SYSTEM_ACTOR),
    ).rejects.toThrow(/another kind/);
    await expect(flags.setValue('no_such_flag', true, SYSTEM_ACTOR)).rejects.toThrow(
      /Unknown feature flag/,
    );
  });

  it('skips a stored value of the wrong kind instead of breaking the answer', async () => {
    const repository = createFlagsRepository(testApp.database.db);
    await repository.setValue('payments_app_version_web', 'four', new Date());
    expect((await fetchFlags()).payments_app_version_web).toBe(
      DEFAULT_FEATURE_FLAG_VALUES.payments_app_version_web,
    );
    await repository.setValue('payments_app_version_web', 4, new Date());
  });

  it("applies a player's override to that player only", async () => {
    const player = await createSignedInPlayer(testApp);
    const other = await createSignedInPlayer(testApp);
    await testApp.app.modules.flags.setOverride(player.userId, 'poc-enabled', true, SYSTEM_ACTOR);
    expect((await fetchFlags({ cookie: player.cookie }))['poc-enabled']).toBe(true);
    expect((await fetchFlags({ cookie: other.cookie }))['poc-enabled']).toBe(false);
    expect((await fetchFlags())['poc-enabled']).toBe(false);
    await testApp.app.modules.flags.clearOverride(player.userId, 'poc-enabled', SYSTEM_ACTOR);
    expect((await fetchFlags({ cookie: player.cookie }))['poc-enabled']).toBe(false);
  });

  it('forces the close-popups shortcut on for staff e-mail addresses', async () => {
    const domain = testApp.config.INTERNAL_EMAIL_DOMAIN;
    const staff = await createSignedInPlayer(testApp, { email: `qa.lead@${domain}` });
    expect((await fetchFlags({ cookie: staff.cookie })).web_allow_close_popups_shortcut).toBe(true);
    const evaluated = await testApp.app.modules.flags.evaluate({
      userId: 'someone',
      email: 'someone@example.com',
    });
    expect(evaluated.web_allow_close_popups_shortcut).toBe(false);
  });

  it('matches the internal domain exactly, ignoring case', () => {
    expect(isInternalEmail('Ann@CrownCasino.Internal', 'crowncasino.internal')).toBe(true);
    expect(isInternalEmail('ann@evil-crowncasino.internal', 'crowncasino.internal')).toBe(false);
    expect(isInternalEmail('ann@crowncasino.internal.example', 'crowncasino.internal')).toBe(false);
    expect(isInternalEmail(null, 'crowncasino.internal')).toBe(false);
  });
});
