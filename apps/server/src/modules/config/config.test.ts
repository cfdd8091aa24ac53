import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '#test/helpers/test-app';
import { SYSTEM_ACTOR } from '#src/modules/audit/audit.service';

describe('config', () => {
  let testApp: TTestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  function postConfig(payload: Record<string, unknown>) {
    return testApp.app.inject({ method: 'POST', url: '/api/config', payload });
  }

  it('answers the low-balance settings and the excluded territories', async () => {
    const response = await postConfig({
      configKeys: ['low_balance_cc_threshold', 'low_balance_cc_reward', 'UNAVAILABLE_STATES_CODES'],
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.low_balance_cc_threshold).toBe(100_000);
    expect(data.low_balance_cc_reward).toBe(500_000);
    expect(data.UNAVAILABLE_STATES_CODES).toEqual(expect.arrayContaining(['WA', 'ID', 'MI']));
    expect(data.UNAVAILABLE_STATES_CODES).not.toContain('NJ');
  });

  it('leaves unknown keys out of the answer', async () => {
    const response = await postConfig({ configKeys: ['support_email', 'no_such_key'] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { support_email: 'support@crowncasino.example' } });
  });

  it('answers prototype names as unknown keys', async () => {
    const response = await postConfig({
      configKeys: ['__proto__', 'constructor', 'toString', 'support_email'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { support_email: 'support@crowncasino.example' } });
  });

  it('keeps a stored key named like a prototype property as a plain key', async () => {
    const { operatorConfig } = testApp.app.modules;
    await expect(operatorConfig.setValue('constructor', 1, SYSTEM_ACTOR)).resolves.toBeUndefined();
    const answer = await operatorConfig.getPublicConfigs(['constructor', '__proto__']);
    expect(Object.getPrototypeOf(answer)).toBe(Object.prototype);
  });

  it('refuses an empty or malformed key list', async () => {
    for (const payload of [{ configKeys: [] }, { configKeys: ['bad key!'] }, {}]) {
      const response = await postConfig(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.name).toBe('ValidationError');
    }
  });

  it('derives UNAVAILABLE_STATES_CODES from the territories, so it cannot be set', async () => {
    const { operatorConfig } = testApp.app.modules;
    await expect(
      operatorConfig.setValue('UNAVAILABLE_STATES_CODES', ['TX'], SYSTEM_ACTOR),
    ).rejects.toThrow(/derived/);
  });

  it('reads and changes integer settings for other modules', async () => {
    const { operatorConfig } = testApp.app.modules;
    expect(await operatorConfig.getLowBalanceSettings()).toEqual({
      thresholdMinor: 100_000,
      rewardMinor: 500_000,
    });
    await operatorConfig.setValue('low_balance_cc_reward', 250_000, SYSTEM_ACTOR);
    expect((await operatorConfig.getLowBalanceSettings()).rewardMinor).toBe(250_000);
    await operatorConfig.setValue('low_balance_cc_reward', 'lots', SYSTEM_ACTOR);
    await expect(operatorConfig.getInteger('low_balance_cc_reward')).rejects.toThrow(
      /not set to an integer/,
    );
  });
});
