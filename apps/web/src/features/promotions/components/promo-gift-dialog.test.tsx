import type { TPromotion, TRedeemPromoCodeResult } from '@casino/contracts';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PromoErrorDialog } from '#src/features/promotions/components/promo-error-dialog';
import { PromoGiftDialog } from '#src/features/promotions/components/promo-gift-dialog';
import { ApiError } from '#src/lib/api-client';
import { initI18n } from '#src/lib/i18n';

const PROMOTION: TPromotion = {
  promoCode: 'WELCOME10',
  title: 'Welcome to Crown Casino',
  gcAmount: 10_000_00,
  scAmount: 10_00,
  invalidReason: null,
};
const PAID: TRedeemPromoCodeResult = {
  gcCoin: 10_000_00,
  scCoin: { bsc: 10_00, psc: 0, wsc: 0 },
  totalScCoin: 10_00,
};

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function renderGift(onClaim: () => Promise<TRedeemPromoCodeResult>, isScMode = true) {
  const onClaimed = vi.fn();
  const onClose = vi.fn();
  const celebrate = vi.fn((coins: string[]) => <p data-testid="celebration">{coins.join(',')}</p>);
  render(
    <PromoGiftDialog
      promotion={PROMOTION}
      isScMode={isScMode}
      onClaim={onClaim}
      onClaimed={onClaimed}
      onClose={onClose}
      renderCelebration={celebrate}
    />,
  );
  return { onClaimed, onClose, celebrate };
}

describe('PromoGiftDialog', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("shows the spec's texts and the code's reward", () => {
    renderGift(vi.fn());
    expect(screen.getByRole('heading', { name: 'Claim Gift' })).toBeInTheDocument();
    expect(screen.getByText('Enjoy your gift!')).toBeInTheDocument();
    expect(screen.getByText('Welcome to Crown Casino')).toBeInTheDocument();
    expect(screen.getByTestId('promo-gift-rewards')).toHaveTextContent(
      '10,000 Crown Coins10 Sweeps Coins',
    );
    expect(screen.getByRole('button', { name: 'Claim' })).toBeEnabled();
  });

  it('leaves SC out when SC mode is off', () => {
    renderGift(vi.fn(), false);
    expect(screen.getByTestId('promo-gift-rewards')).toHaveTextContent('10,000 Crown Coins');
    expect(screen.getByTestId('promo-gift-rewards')).not.toHaveTextContent('Sweeps');
  });

  it('disables Claim while processing, then refreshes, animates both coins and closes', async () => {
    const answer = deferred<TRedeemPromoCodeResult>();
    const { onClaimed, onClose, celebrate } = renderGift(() => answer.promise);
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(screen.getByRole('button', { name: 'Claim' })).toBeDisabled();
    answer.resolve(PAID);
    await waitFor(() => expect(onClaimed).toHaveBeenCalledTimes(1));
    expect(celebrate).toHaveBeenLastCalledWith(['GC', 'SC']);
    expect(screen.getByTestId('celebration')).toHaveTextContent('GC,SC');
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 2_500 });
  });

  it("shows 'Failed to claim gift' with the promo error's text and lets the player retry", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onClaim = vi
      .fn<() => Promise<TRedeemPromoCodeResult>>()
      .mockRejectedValueOnce(
        new ApiError('PromoCodeAlreadyUsedByUserError', 'already', 409, undefined),
      )
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { onClaimed } = renderGift(onClaim);
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to claim gift');
    expect(alert).toHaveTextContent("You've already claimed this promo code.");
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to claim gift$/),
    );
    expect(screen.getByRole('button', { name: 'Claim' })).toBeEnabled();
    expect(onClaimed).not.toHaveBeenCalled();
  });
});

describe('PromoErrorDialog', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  afterEach(cleanup);

  it.each([
    ['PromoCodeExpiredError', 'This promo code has already expired.'],
    [
      'PromoCodeNotExistsError',
      "The promo code you entered doesn't exist. Please double-check and try again.",
    ],
    [
      'InternalServerErrorType',
      'A technical error occurred, please try again. If the problem persist, contact support',
    ],
    ['SomethingElse', "The promo code you've entered isn't active yet. Stay tuned!"],
    [null, "The promo code you've entered isn't active yet. Stay tuned!"],
  ])('says OOPS! with the text of %s', async (name, text) => {
    const onClose = vi.fn();
    render(<PromoErrorDialog errorName={name} onClose={onClose} />);
    expect(screen.getByRole('heading', { name: 'OOPS!' })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(onClose).toHaveBeenCalled();
  });
});
