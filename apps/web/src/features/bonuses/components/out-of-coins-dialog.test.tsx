import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OutOfCoinsDialog } from '#src/features/bonuses/components/out-of-coins-dialog';
import { initI18n } from '#src/lib/i18n';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('OutOfCoinsDialog', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("shows the spec's texts and the refill amount", () => {
    render(
      <OutOfCoinsDialog
        rewardMinor={5_000_00}
        onClaim={vi.fn()}
        onClaimed={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'OUT OF COINS?' })).toBeInTheDocument();
    expect(screen.getByText('GRAB YOUR FREE CROWN COINS AND KEEP SPINNING!')).toBeInTheDocument();
    expect(screen.getByTestId('refill-amount')).toHaveTextContent('5,000');
    expect(screen.getByRole('button', { name: 'CLAIM' })).toBeEnabled();
  });

  it('disables CLAIM while claiming, then animates, refreshes and closes', async () => {
    const answer = deferred<boolean>();
    const onClaimed = vi.fn();
    const onClose = vi.fn();
    render(
      <OutOfCoinsDialog
        rewardMinor={5_000_00}
        onClaim={() => answer.promise}
        onClaimed={onClaimed}
        onClose={onClose}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'CLAIM' }));
    expect(screen.getByRole('button', { name: 'CLAIM' })).toBeDisabled();
    answer.resolve(true);
    await waitFor(() => expect(onClaimed).toHaveBeenCalled());
    expect(screen.getByTestId('coin-shower')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 2_500 });
  });

  it('closes at once when the claim is refused', async () => {
    const onClose = vi.fn();
    const onClaimed = vi.fn();
    render(
      <OutOfCoinsDialog
        rewardMinor={5_000_00}
        onClaim={() => Promise.resolve(false)}
        onClaimed={onClaimed}
        onClose={onClose}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'CLAIM' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onClaimed).not.toHaveBeenCalled();
  });

  it('logs an error and enables CLAIM again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <OutOfCoinsDialog
        rewardMinor={5_000_00}
        onClaim={() => Promise.reject(new Error('offline'))}
        onClaimed={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'CLAIM' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Claim refill bonus error', expect.any(Error)),
    );
    expect(screen.getByRole('button', { name: 'CLAIM' })).toBeEnabled();
  });
});
