import { defineContract } from '@casino/contracts/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest } from '#src/lib/api-client';

const contract = defineContract({
  method: 'GET',
  path: '/api/test-answer',
  summary: 'A test answer',
  response: z.object({ data: z.object({ count: z.number() }) }),
});

/** A 200 answer whose body is read through `read` (it may wait for the caller's abort). */
function answerWith(read: (signal: AbortSignal | undefined) => Promise<unknown>) {
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) =>
    Promise.resolve({ ok: true, status: 200, json: () => read(init.signal ?? undefined) }),
  );
}

describe('apiRequest', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('answers the parsed body', async () => {
    answerWith(() => Promise.resolve({ data: { count: 3 } }));
    await expect(apiRequest(contract, {})).resolves.toEqual({ data: { count: 3 } });
  });

  it('reports an answer that breaks the contract as unexpected', async () => {
    answerWith(() => Promise.resolve({ data: { count: 'three' } }));
    const error: unknown = await apiRequest(contract, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Unexpected answer from /api/test-answer');
  });

  it('reports a call cancelled while its answer was arriving as cancelled', async () => {
    answerWith(
      (signal) =>
        new Promise((_resolve, reject) => {
          const cancelled = new DOMException('The operation was aborted.', 'AbortError');
          if (signal?.aborted) reject(cancelled);
          signal?.addEventListener('abort', () => reject(cancelled));
        }),
    );
    const controller = new AbortController();
    const call = apiRequest(contract, {}, { signal: controller.signal });
    controller.abort();
    const error: unknown = await call.catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});
