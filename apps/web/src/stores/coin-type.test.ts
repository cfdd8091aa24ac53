import { afterEach, describe, expect, it, vi } from 'vitest';

async function freshStore() {
  vi.resetModules();
  return (await import('#src/stores/coin-type')).useCoinType;
}

afterEach(() => window.localStorage.clear());

describe('coin type', () => {
  it('starts in the coin chosen before the reload, theme included', async () => {
    (await freshStore()).getState().setCoinType('SC');
    const reloaded = await freshStore();
    expect(reloaded.getState().coinType).toBe('SC');
    expect(document.documentElement.dataset.coin).toBe('SC');
  });

  it('starts in GC without a choice or with an unreadable one', async () => {
    expect((await freshStore()).getState().coinType).toBe('GC');
    window.localStorage.setItem('cc.coin-type', '"XX"');
    expect((await freshStore()).getState().coinType).toBe('GC');
  });
});
