import { describe, expect, it } from 'vitest';
import { isProcessFinished } from '#src/features/poc/model/poc-frame';

describe('isProcessFinished', () => {
  it('ends the process step on pending, onHold or completed after a step was initiated', () => {
    for (const reviewStatus of ['pending', 'onHold', 'completed']) {
      expect(isProcessFinished({ kind: 'status', reviewStatus, reviewAnswer: null }, true)).toBe(
        true,
      );
      expect(isProcessFinished({ kind: 'status', reviewStatus, reviewAnswer: null }, false)).toBe(
        false,
      );
    }
    expect(
      isProcessFinished({ kind: 'status', reviewStatus: 'init', reviewAnswer: null }, true),
    ).toBe(false);
    expect(isProcessFinished({ kind: 'interaction', type: 'idCheck.onStepInitiated' }, true)).toBe(
      false,
    );
  });
});
