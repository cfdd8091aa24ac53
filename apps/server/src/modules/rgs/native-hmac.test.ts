import { createFairRng } from '@casino/game-engine';
import { describe, expect, it } from 'vitest';
import { nativeHmacSha256 } from '#src/modules/rgs/native-hmac';

describe('the native HMAC of the fair RNG', () => {
  it('draws what the engine draws with its own HMAC, from the start and from mid-block', () => {
    for (let nonce = 0; nonce < 40; nonce += 1) {
      const seeds = { serverSeed: `server-${nonce}-é`, clientSeed: `client ${nonce}`, nonce };
      for (const startWord of [0, 3, 8, 13]) {
        const pure = createFairRng(seeds, startWord);
        const native = createFairRng(seeds, startWord, nativeHmacSha256);
        const bounds = [2, 3, 7, 25, 1000, 2 ** 31, 2 ** 32, 37, 5, 11, 97, 64];
        expect(bounds.map((bound) => native.nextInt(bound))).toEqual(
          bounds.map((bound) => pure.nextInt(bound)),
        );
        expect(native.wordsUsed()).toBe(pure.wordsUsed());
      }
    }
  });
});
