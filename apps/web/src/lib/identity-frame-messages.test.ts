import { describe, expect, it } from 'vitest';
import { readFrameMessage } from '#src/lib/identity-frame-messages';

const PROVIDER = 'http://localhost:3001';
const message = (type: string, payload: unknown = {}) => ({
  source: 'sandbox.identity',
  type,
  payload,
});

describe('identity-check frame messages', () => {
  it('reports the three step events as interactions', () => {
    for (const type of [
      'idCheck.onStepInitiated',
      'idCheck.onStepCompleted',
      'idCheck.onApplicantSubmitted',
    ]) {
      expect(readFrameMessage({ origin: PROVIDER, data: message(type) }, PROVIDER)).toEqual({
        kind: 'interaction',
        type,
      });
    }
    expect(
      readFrameMessage({ origin: PROVIDER, data: message('idCheck.onReady') }, PROVIDER),
    ).toEqual({ kind: 'other' });
  });

  it('reads the review answer of a status change', () => {
    const data = message('idCheck.onApplicantStatusChanged', {
      reviewStatus: 'completed',
      reviewResult: { reviewAnswer: 'GREEN' },
    });
    expect(readFrameMessage({ origin: PROVIDER, data }, PROVIDER)).toEqual({
      kind: 'status',
      reviewStatus: 'completed',
      reviewAnswer: 'GREEN',
    });
  });

  it('ignores other origins and other envelopes', () => {
    const data = message('idCheck.onApplicantStatusChanged', {
      reviewStatus: 'completed',
      reviewResult: { reviewAnswer: 'GREEN' },
    });
    expect(readFrameMessage({ origin: 'https://evil.example', data }, PROVIDER)).toBeNull();
    expect(
      readFrameMessage({ origin: PROVIDER, data: 'idCheck.onStepCompleted' }, PROVIDER),
    ).toBeNull();
    expect(
      readFrameMessage({ origin: PROVIDER, data: { ...data, source: 'other' } }, PROVIDER),
    ).toBeNull();
  });
});
