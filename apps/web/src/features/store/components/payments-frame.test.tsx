import type { TStorePackage } from '@casino/contracts';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PAYMENT_PAGE_TIMEOUT_MS,
  PaymentsFrame,
  type TPaymentFailure,
} from '#src/features/store/components/payments-frame';
import { initI18n } from '#src/lib/i18n';

const pack = {
  packageId: 7,
  title: 'Starter Pack',
  price: 4_99,
  currencyCode: 'USD',
  gcAmount: 50_000_00,
  scAmount: 5_00,
  gcCoin: 50_000_00,
  scCoin: 5_00,
  packageBundles: [],
  isFirstPurchaseOffer: false,
  badge: '',
} as unknown as TStorePackage;

const paymentsOrigin = 'http://payments.example';

function renderFrame(onFail: (failure: TPaymentFailure) => void) {
  return render(
    <PaymentsFrame
      pack={pack}
      version={4}
      baseUrl={`${paymentsOrigin}/`}
      userId="u1"
      paymentMethods={['card']}
      onSuccess={vi.fn()}
      onFail={onFail}
      onExit={vi.fn()}
      onClose={vi.fn()}
    />,
  );
}

/** What the payments page posts to the store, from the frame's own window and origin. */
function postFromFrame(container: HTMLElement, data: unknown) {
  const frame = container.querySelector('iframe');
  window.dispatchEvent(
    new MessageEvent('message', { data, origin: paymentsOrigin, source: frame?.contentWindow }),
  );
}

describe('the payments frame', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('ends in the failure dialog when the payments page never says it has loaded', () => {
    vi.useFakeTimers();
    const onFail = vi.fn();
    renderFrame(onFail);
    act(() => {
      vi.advanceTimersByTime(PAYMENT_PAGE_TIMEOUT_MS - 1);
    });
    expect(onFail).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onFail).toHaveBeenCalledWith({
      kind: 'general',
      message: 'The payment service is not answering. Please try again in a moment.',
    });
  });

  it('waits no longer once the page has loaded', () => {
    vi.useFakeTimers();
    const onFail = vi.fn();
    const { container } = renderFrame(onFail);
    act(() => postFromFrame(container, { class: 'flow', type: 'loading-finished' }));
    expect(container.querySelector('[role="status"]')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(PAYMENT_PAGE_TIMEOUT_MS * 2);
    });
    expect(onFail).not.toHaveBeenCalled();
  });
});
