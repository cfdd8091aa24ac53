import type { TReferralsByReferrer } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { InviteFriendsPanel } from '#src/features/referral/components/invite-friends-panel';
import { initI18n } from '#src/lib/i18n';

const STATE: TReferralsByReferrer = {
  uniqueId: 'ABCD2345',
  rows: [
    {
      bonusId: 7,
      gcAmount: 50_000_00,
      scAmount: 5_00,
      bonusCreatedAt: '2026-11-23T10:00:00.000Z',
      isBonusClaimed: false,
    },
    {
      bonusId: 3,
      gcAmount: 50_000_00,
      scAmount: 5_00,
      bonusCreatedAt: '2026-11-20T10:00:00.000Z',
      isBonusClaimed: true,
    },
  ],
  packageData: { gcAmount: 50_000_00, scAmount: 5_00 },
  qualifyingPlayGc: 10_000_00,
  friends: [
    { maskedEmail: 'fr***@example.com', status: 'qualified', joinedAt: '2026-11-22T10:00:00Z' },
    { maskedEmail: 'sa***@example.com', status: 'playing', joinedAt: '2026-11-21T10:00:00Z' },
    { maskedEmail: 'me***@example.com', status: 'notEligible', joinedAt: '2026-11-20T10:00:00Z' },
  ],
};

/** Answers the referral state, and the claim with what it paid. */
function serve(state: TReferralsByReferrer) {
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (url === '/api/user/referral/claim-bonus') {
      return Promise.resolve(
        new Response(JSON.stringify({ data: { gcAmount: 50_000_00, scAmount: 5_00 } }), {
          status: 200,
        }),
      );
    }
    expect(init?.method).toBe('GET');
    return Promise.resolve(new Response(JSON.stringify({ data: state }), { status: 200 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPanel(onWalletChanged = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <InviteFriendsPanel onWalletChanged={onWalletChanged} />
    </QueryClientProvider>,
  );
  return onWalletChanged;
}

describe('InviteFriendsPanel', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the personal link with campaign and source=friends, and copies it', async () => {
    serve(STATE);
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    renderPanel();
    const input = await screen.findByRole<HTMLInputElement>('textbox', {
      name: 'Your invite link',
    });
    expect(input.value).toBe(`${window.location.origin}/?campaign=ABCD2345&source=friends`);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await screen.findByRole('button', { name: 'Copied!' });
    expect(writeText).toHaveBeenCalledWith(input.value);
  });

  it('lists the friends with their statuses', async () => {
    serve(STATE);
    renderPanel();
    await screen.findByText('fr***@example.com');
    const rows = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(rows).toEqual([
      'fr***@example.comBonus earned',
      'sa***@example.comPlaying',
      'me***@example.comNot eligible',
    ]);
  });

  it('claims the unclaimed bonuses only, with an idempotency key, then reads the wallet', async () => {
    const fetchMock = serve(STATE);
    const onWalletChanged = renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'CLAIM' }));
    await waitFor(() => expect(onWalletChanged).toHaveBeenCalled());
    const claim = fetchMock.mock.calls.find(([url]) => url === '/api/user/referral/claim-bonus');
    expect(JSON.parse(claim?.[1]?.body as string)).toEqual({ bonusIds: [7] });
    expect((claim?.[1]?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/.{8,}/);
  });

  it('offers no claim when every bonus is claimed, and says when no friend joined', async () => {
    serve({ ...STATE, rows: [], friends: [] });
    renderPanel();
    await screen.findByText('No friends have joined through your link yet.');
    expect(screen.queryByRole('button', { name: 'CLAIM' })).toBeNull();
  });
});
