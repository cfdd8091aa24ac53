import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The only source of randomness game math may use. Game math is pure: given the same RNG draws
 * it produces the same outcome, so a round can be replayed and verified.
 */
export interface TRng {
  /** A uniform integer in [0, maxExclusive). */
  nextInt(maxExclusive: number): number;
}

export interface TFairSeeds {
  /** Secret until rotated; its SHA-256 hash is shown to the player before play. */
  serverSeed: string;
  /** Chosen by the player. */
  clientSeed: string;
  /** Counts the rounds played with this seed pair, from 0. */
  nonce: number;
}

/** HMAC-SHA256 of `message` under `key` (both UTF-8): the bytes of one block of the stream. */
export type THmacSha256 = (key: string, message: string) => Uint8Array;

/** The engine's own HMAC-SHA256, pure JavaScript, so the same code runs in the browser. */
const pureHmacSha256: THmacSha256 = (key, message) =>
  hmac(sha256, utf8ToBytes(key), utf8ToBytes(message));

export function hashServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/**
 * Provably fair RNG. Block k of the stream is HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${k}`);
 * each 32-byte block yields eight unsigned 32-bit words, read big-endian, in order. An integer
 * below `n` is drawn by rejection sampling: take the next word w, accept when
 * w < floor(2^32 / n) * n, and answer w mod n (so every value is exactly equally likely).
 * The same derivation runs in the browser verifier. A multi-step round is one stream: each step
 * continues where the previous one stopped (`startWord` re-creates the stream at that position;
 * `wordsUsed()` counts from the stream's start). A host with a native HMAC-SHA256 (the server's
 * node:crypto) may pass it as `hmacSha256`: the same function, a fraction of the CPU.
 */
export function createFairRng(
  seeds: TFairSeeds,
  startWord = 0,
  hmacSha256: THmacSha256 = pureHmacSha256,
): TRng & { wordsUsed(): number } {
  if (!Number.isInteger(startWord) || startWord < 0) {
    throw new RangeError(`startWord must be a non-negative integer, got ${startWord}`);
  }
  let block: Uint8Array = new Uint8Array(0);
  let blockIndex = Math.floor(startWord / 8);
  let wordIndex = 8;
  let words = startWord;
  // Resuming mid-block: load that block and skip the words already used.
  if (startWord % 8 !== 0) {
    block = hmacSha256(seeds.serverSeed, `${seeds.clientSeed}:${seeds.nonce}:${blockIndex}`);
    blockIndex += 1;
    wordIndex = startWord % 8;
  }

  function nextWord(): number {
    if (wordIndex >= 8) {
      block = hmacSha256(seeds.serverSeed, `${seeds.clientSeed}:${seeds.nonce}:${blockIndex}`);
      blockIndex += 1;
      wordIndex = 0;
    }
    const offset = wordIndex * 4;
    wordIndex += 1;
    words += 1;
    return (
      ((block[offset]! << 24) |
        (block[offset + 1]! << 16) |
        (block[offset + 2]! << 8) |
        block[offset + 3]!) >>>
      0
    );
  }

  return {
    nextInt(maxExclusive: number): number {
      if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > 2 ** 32) {
        throw new RangeError(`nextInt needs an integer bound in [1, 2^32], got ${maxExclusive}`);
      }
      const limit = Math.floor(2 ** 32 / maxExclusive) * maxExclusive;
      for (;;) {
        const word = nextWord();
        if (word < limit) return word % maxExclusive;
      }
    },
    wordsUsed: () => words,
  };
}

/** A deterministic RNG for simulations and tests (not for play): SplitMix32 from a seed. */
export function createSeededRng(seed: number): TRng {
  let state = seed >>> 0;
  const nextWord = () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  return {
    nextInt(maxExclusive: number): number {
      const limit = Math.floor(2 ** 32 / maxExclusive) * maxExclusive;
      for (;;) {
        const word = nextWord();
        if (word < limit) return word % maxExclusive;
      }
    },
  };
}
