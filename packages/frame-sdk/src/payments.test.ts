import { describe, expect, it } from 'vitest';
import { isAcceptedPaymentsMessage } from '#src/payments';

describe('payments frame acceptance rule (spec §2)', () => {
  it('accepts an action, a fail with a message and a class with a string type', () => {
    expect(isAcceptedPaymentsMessage({ action: 'close' })).toBe(true);
    expect(isAcceptedPaymentsMessage({ type: 'fail', message: 'declined' })).toBe(true);
    expect(isAcceptedPaymentsMessage({ class: 'flow', type: 'size-change', height: 500 })).toBe(
      true,
    );
    expect(isAcceptedPaymentsMessage({ class: 'fail', type: 'general' })).toBe(true);
    expect(isAcceptedPaymentsMessage({ class: 'analytics', type: 'event', name: 'x' })).toBe(true);
  });

  it('refuses everything else', () => {
    expect(isAcceptedPaymentsMessage({ type: 'fail' })).toBe(false);
    expect(isAcceptedPaymentsMessage({ class: 'flow' })).toBe(false);
    expect(isAcceptedPaymentsMessage({ class: 'other', type: 'x' })).toBe(false);
    expect(isAcceptedPaymentsMessage({ action: 3 })).toBe(false);
    expect(isAcceptedPaymentsMessage('close')).toBe(false);
  });
});
