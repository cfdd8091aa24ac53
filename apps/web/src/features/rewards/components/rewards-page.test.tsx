import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  RewardsPage,
  type TRewardsSectionProps,
} from '#src/features/rewards/components/rewards-page';

function Paying({ onWalletChanged }: TRewardsSectionProps) {
  return (
    <>
      <h2>Paying</h2>
      <button type="button" onClick={onWalletChanged}>
        Pay
      </button>
    </>
  );
}

function Quiet() {
  return <h2>Quiet</h2>;
}

function Nothing() {
  return null;
}

describe('RewardsPage', () => {
  afterEach(cleanup);

  it('shows the sections in the order given, each in its card', () => {
    render(
      <RewardsPage
        sections={[
          { id: 'quiet', Section: Quiet },
          { id: 'paying', Section: Paying },
        ]}
        onWalletChanged={vi.fn()}
      />,
    );
    const cards = within(screen.getByTestId('rewards-page')).getAllByRole('listitem');
    expect(cards.map((card) => card.dataset.section)).toEqual(['quiet', 'paying']);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Quiet',
      'Paying',
    ]);
  });

  it('passes the wallet refresh to every section', async () => {
    const onWalletChanged = vi.fn();
    render(
      <RewardsPage
        sections={[{ id: 'paying', Section: Paying }]}
        onWalletChanged={onWalletChanged}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onWalletChanged).toHaveBeenCalledTimes(1);
  });

  it('leaves the card of a section with nothing to offer empty, so it is not shown', () => {
    render(
      <RewardsPage
        sections={[
          { id: 'nothing', Section: Nothing },
          { id: 'quiet', Section: Quiet },
        ]}
        onWalletChanged={vi.fn()}
      />,
    );
    const [empty, shown] = within(screen.getByTestId('rewards-page')).getAllByRole('listitem');
    expect(empty).toBeEmptyDOMElement();
    expect(shown).toHaveTextContent('Quiet');
  });
});
