import type {
  TRedeemCardOption,
  TRedeemOptions,
  TRedeemStage,
  TRedeemTransaction,
} from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RedeemPage, type TBankLinkReturn } from '#src/features/redemption/components/redeem-page';
import { initI18n } from '#src/lib/i18n';

const REQUEST_ID = '7f2c1c1e-5b7a-4a59-9d57-0a3f5a0d2b11';
const CREATED = '2026-11-20T10:00:00.000Z';

const OPTIONS: TRedeemOptions = {
  redeemableAmount: 300_00,
  methods: [
    {
      paymentMethodType: 'card',
      minAmount: 20_00,
      maxAmount: 2_000_00,
      feeFixed: 0,
      feeBasisPoints: 150,
      isOtpRequired: false,
      isEmailRequired: false,
      payoutCurrencyCode: 'USD',
      payoutRateBasisPoints: 10_000,
    },
    {
      paymentMethodType: 'bank',
      minAmount: 50_00,
      maxAmount: 5_000_00,
      feeFixed: 1_00,
      feeBasisPoints: 0,
      isOtpRequired: false,
      isEmailRequired: false,
      payoutCurrencyCode: 'USD',
      payoutRateBasisPoints: 10_000,
    },
    {
      paymentMethodType: 'payouts',
      minAmount: 50_00,
      maxAmount: 5_000_00,
      feeFixed: 1_00,
      feeBasisPoints: 0,
      isOtpRequired: true,
      isEmailRequired: false,
      payoutCurrencyCode: 'USD',
      payoutRateBasisPoints: 10_000,
    },
    {
      paymentMethodType: 'skrill',
      minAmount: 20_00,
      maxAmount: 2_000_00,
      feeFixed: 0,
      feeBasisPoints: 100,
      isOtpRequired: true,
      isEmailRequired: true,
      payoutCurrencyCode: 'USD',
      payoutRateBasisPoints: 10_000,
    },
    {
      paymentMethodType: 'interac',
      minAmount: 25_00,
      maxAmount: 3_000_00,
      feeFixed: 1_50,
      feeBasisPoints: 0,
      isOtpRequired: false,
      isEmailRequired: true,
      payoutCurrencyCode: 'CAD',
      payoutRateBasisPoints: 13_600,
    },
  ],
  bankAccounts: [{ userPMId: 'upo_1', bankName: 'Sandbox Bank', accountNumberLast4: '6789' }],
  phoneEnding: '99',
};

const SAVED_CARD: TRedeemCardOption = {
  userPMId: '12',
  brand: 'mastercard',
  lastFour: '4444',
  expiryMonth: 9,
  expiryYear: 2031,
  isOwnershipVerified: false,
};

function transaction(overrides: Partial<TRedeemTransaction> = {}): TRedeemTransaction {
  return {
    withdrawRequestId: REQUEST_ID,
    status: 'pending',
    acknowledged: true,
    paymentProvider: 'BANK',
    isProcess: true,
    paymentMethodType: 'bank',
    amount: 100_00,
    fee: 1_00,
    payoutAmount: 99_00,
    payoutCurrencyCode: 'USD',
    reason: null,
    stages: [
      { name: 'requested', state: 'done', at: CREATED },
      { name: 'identityCheck', state: 'done', at: CREATED },
      { name: 'approved', state: 'current', at: null },
      { name: 'paid', state: 'upcoming', at: null },
    ],
    activationExpiresAt: null,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

function json(body: unknown, status = 200) {
  return Promise.resolve(new Response(JSON.stringify(body), { status }));
}

function errorAnswer(name: string, status: number) {
  return json({ error: { name, message: name } }, status);
}

/** create-withdraw-request's answer (201): the request made, nothing more to do. */
function created(redeemRequest: TRedeemTransaction) {
  return json(
    {
      data: {
        redeemRequest,
        redemptionRequestId: redeemRequest.withdrawRequestId,
        redemptionAmount: redeemRequest.amount,
        preparationResult: { status: 'ok', payload: null },
      },
    },
    201,
  );
}

/** Routes the page's calls: options, the request list, and `create` for the confirmation. */
function renderPage({
  options = OPTIONS,
  rows = [],
  create = () => created(transaction()),
  otp = {},
  bankLinkReturn = null,
  cards = [],
}: {
  options?: TRedeemOptions;
  /** GET payment/redeem-cards: the saved cards a card redemption can pay back to. */
  cards?: TRedeemCardOption[];
  rows?: TRedeemTransaction[];
  create?: () => Promise<Response>;
  /** The code calls by path (create-payouts-redeem, redeem-otp/confirm, redeem-otp/resend). */
  otp?: Record<string, (body: unknown) => Promise<Response>>;
  bankLinkReturn?: TBankLinkReturn;
} = {}) {
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (url.startsWith('/api/user/redeem-options')) return json({ data: options });
    if (url === '/api/payment/redeem-cards?withInternalData=true') return json({ data: { cards } });
    if (url.startsWith('/api/user/redeem-requests/cancel/')) {
      return json({ data: { redeemRequest: transaction({ status: 'canceled' }) } });
    }
    if (url.startsWith('/api/user/redeem-requests')) return json({ data: { rows } });
    if (url === '/api/user/create-withdraw-request' && init?.method === 'POST') return create();
    const otpCall = otp[url] ?? otp[`${url}#interac`];
    if (otpCall) return otpCall(JSON.parse((init?.body as string | undefined) ?? '{}'));
    if (url === '/api/v2/payment/account-capture' && otp[`${url}#interac`] === undefined) {
      return json({
        data: {
          details: { transactionId: 't1', links: { redirectUrl: 'https://bank.example/pay/abc' } },
        },
      });
    }
    return errorAnswer('NotFoundError', 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  const callbacks = {
    onWalletChanged: vi.fn(),
    onKycRequired: vi.fn(),
    onVerifyPhone: vi.fn(),
    onContactSupport: vi.fn(),
    openExternal: vi.fn(),
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RedeemPage bankLinkReturn={bankLinkReturn} defaultPayoutName="Alex Winner" {...callbacks} />
    </QueryClientProvider>,
  );
  return { fetchMock, ...callbacks };
}

/** The page's create-withdraw-request call (url, init), if it made one. */
function createCall(fetchMock: ReturnType<typeof renderPage>['fetchMock']) {
  return fetchMock.mock.calls.find(([url]) => url === '/api/user/create-withdraw-request');
}

async function enterAmount(text: string) {
  fireEvent.change(await screen.findByLabelText('Amount (SC)'), { target: { value: text } });
}

describe('RedeemPage', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the winnings, the bank account, the limits and the fee before the player confirms', async () => {
    renderPage();
    expect((await screen.findByTestId('redeemable-balance')).textContent).toMatch(
      /^300(\.00)? SC$/,
    );
    expect(screen.getByRole('radio', { name: /Bank transfer/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Pay to' }).textContent).toBe(
      'Sandbox Bank ••6789',
    );
    expect(screen.getByTestId('redeem-limits').textContent).toMatch(
      /^Minimum 50(\.00)? SC, maximum 5,000(\.00)? SC per request\. Fee: 1(\.00)? SC per request\.$/,
    );
    const confirm = screen.getByRole('button', { name: 'Redeem' });
    expect(confirm.hasAttribute('disabled')).toBe(true);

    await enterAmount('40');
    expect(screen.getByRole('alert').textContent).toMatch(/^The minimum is 50(\.00)? SC\.$/);
    await enterAmount('400');
    expect(screen.getByRole('alert').textContent).toMatch(/^You can redeem up to 300(\.00)? SC\.$/);

    await enterAmount('100');
    const summary = screen.getByTestId('redeem-summary').textContent ?? '';
    expect(summary).toMatch(/You redeem100(\.00)? SC/);
    expect(summary).toMatch(/Fee1(\.00)? SC/);
    expect(summary).toMatch(/You receive\$99(\.00)?/);
    expect(
      screen.getByRole('button', { name: /^Redeem 100(\.00)? SC$/ }).hasAttribute('disabled'),
    ).toBe(false);
  });

  it('confirms once with an idempotency key and shows success, the wallet refreshed', async () => {
    const { fetchMock, onWalletChanged } = renderPage();
    await enterAmount('100');
    fireEvent.click(screen.getByRole('button', { name: /^Redeem 100(\.00)? SC$/ }));
    expect((await screen.findByTestId('redeem-result-success')).textContent).toMatch(
      /Request received.*We set 100(\.00)? SC aside.*\$99(\.00)?/,
    );
    const create = createCall(fetchMock);
    expect(JSON.parse(create?.[1]?.body as string)).toEqual({
      paymentMethodType: 'bank',
      userPMId: 'upo_1',
      amount: 100_00,
      paymentType: 'redeem',
    });
    expect((create?.[1]?.headers as Record<string, string>)['idempotency-key']).toMatch(/.{8,}/);
    expect(onWalletChanged).toHaveBeenCalled();
  });

  it('offers the card method only with a saved card to pay back to', async () => {
    renderPage();
    await screen.findByRole('radio', { name: /Bank transfer/ });
    expect(screen.queryByRole('radio', { name: /Back to your card/ })).toBeNull();
  });

  it('card: pays back to the chosen saved card, with the card limits and fee shown first', async () => {
    const other: TRedeemCardOption = {
      ...SAVED_CARD,
      userPMId: '13',
      brand: 'visa',
      lastFour: '1111',
    };
    const { fetchMock } = renderPage({
      cards: [SAVED_CARD, other],
      create: () =>
        created(
          transaction({
            paymentMethodType: 'card',
            paymentProvider: 'CARD',
            amount: 100_00,
            fee: 1_50,
            payoutAmount: 98_50,
          }),
        ),
    });
    fireEvent.click(await screen.findByRole('radio', { name: /Back to your card/ }));
    const card = screen.getByRole('combobox', { name: 'Pay to' });
    expect(card.textContent).toBe('Mastercard ••4444 (exp. 09/2031)Visa ••1111 (exp. 09/2031)');
    expect(
      screen.getByText('We can only pay back to a card you saved while buying coins.'),
    ).toBeTruthy();
    expect(screen.getByTestId('redeem-limits').textContent).toMatch(
      /^Minimum 20(\.00)? SC, maximum 2,000(\.00)? SC per request\. /,
    );
    fireEvent.change(card, { target: { value: '13' } });
    await enterAmount('100');
    const summary = screen.getByTestId('redeem-summary').textContent ?? '';
    expect(summary).toMatch(/Fee1\.50 SC/);
    expect(summary).toMatch(/You receive\$98\.50/);
    fireEvent.click(screen.getByRole('button', { name: /^Redeem 100(\.00)? SC$/ }));
    expect((await screen.findByTestId('redeem-result-success')).textContent).toMatch(
      /We set 100(\.00)? SC aside.*\$98\.50/,
    );
    expect(JSON.parse(createCall(fetchMock)?.[1]?.body as string)).toEqual({
      paymentMethodType: 'card',
      userPMId: '13',
      amount: 100_00,
      paymentType: 'redeem',
    });
  });

  it("shows a refusal as failed, with the server's reason and support", async () => {
    renderPage({ create: () => errorAnswer('InsufficientFundsError', 402) });
    await enterAmount('100');
    fireEvent.click(screen.getByRole('button', { name: /^Redeem 100(\.00)? SC$/ }));
    const failed = await screen.findByTestId('redeem-result-failed');
    expect(failed.textContent).toMatch(/^Redemption failed/);
    expect(screen.getByRole('button', { name: 'Contact support' })).toBeTruthy();
  });

  it('shows pending when the answer is unclear', async () => {
    renderPage({ create: () => errorAnswer('PaymentProviderError', 502) });
    await enterAmount('100');
    fireEvent.click(screen.getByRole('button', { name: /^Redeem 100(\.00)? SC$/ }));
    expect((await screen.findByTestId('redeem-result-pending')).textContent).toContain(
      'We could not confirm your request yet.',
    );
  });

  it('opens the KYC wizard on ForceKYCError', async () => {
    const { onKycRequired } = renderPage({ create: () => errorAnswer('ForceKYCError', 403) });
    await enterAmount('100');
    fireEvent.click(screen.getByRole('button', { name: /^Redeem 100(\.00)? SC$/ }));
    expect((await screen.findByTestId('redeem-kyc-needed')).textContent).toContain(
      'Verify your identity before your first redemption.',
    );
    expect(onKycRequired).toHaveBeenCalledTimes(1);
  });

  it('offers linking a bank account when none is linked, and says when the bank page was left', async () => {
    const { openExternal } = renderPage({
      options: { ...OPTIONS, bankAccounts: [] },
      bankLinkReturn: 'notCompleted',
    });
    expect((await screen.findByTestId('bank-not-completed')).textContent).toContain(
      "It looks like you didn't complete the redemption process. Is there something we can help you with?",
    );
    fireEvent.click(screen.getByRole('button', { name: 'Link a bank account' }));
    await waitFor(() => expect(openExternal).toHaveBeenCalledWith('https://bank.example/pay/abc'));
    await enterAmount('100');
    expect(
      screen.getByRole('button', { name: /^Redeem 100(\.00)? SC$/ }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('tracks each request by stage, says why it waits or was refused, and cancels a pending one', async () => {
    const { fetchMock } = renderPage({
      rows: [
        transaction(),
        transaction({
          withdrawRequestId: '1f2c1c1e-5b7a-4a59-9d57-0a3f5a0d2b12',
          status: 'rejected',
          isProcess: false,
          reason: 'Payment Error: No linked bank account upo_x',
          stages: [
            { name: 'requested', state: 'done', at: CREATED },
            { name: 'identityCheck', state: 'skipped', at: null },
            { name: 'approved', state: 'stopped', at: null },
            { name: 'paid', state: 'stopped', at: null },
          ],
        }),
      ],
    });
    const [pending, rejected] = await screen.findAllByTestId('redeem-request');
    expect(pending?.textContent).toContain('Identity check');
    expect(pending?.textContent).toContain('Usually within 24 hours');
    expect(pending?.textContent).toContain('Usually 1–3 business days after approval');
    expect(pending?.textContent).toContain('Waiting for our team to review it');
    expect(rejected?.textContent).not.toContain('Identity check');
    expect(rejected?.textContent).toMatch(
      /Refused: No linked bank account upo_x\. Your 100(\.00)? SC are back in your redeemable balance\./,
    );
    const cancels = screen.getAllByRole('button', { name: 'Cancel request' });
    expect(cancels).toHaveLength(1);
    fireEvent.click(cancels[0] as HTMLElement);
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url]) => url === `/api/user/redeem-requests/cancel/${REQUEST_ID}`,
        ),
      ).toBe(true),
    );
  });

  it('says a request waits for the card check, and why it stays pending after a failed one', async () => {
    const stagesWithCard = (cardCheck: 'current' | 'stopped'): TRedeemStage[] => [
      { name: 'requested', state: 'done', at: CREATED },
      { name: 'identityCheck', state: 'done', at: CREATED },
      { name: 'cardCheck', state: cardCheck, at: null },
      { name: 'approved', state: 'upcoming', at: null },
      { name: 'paid', state: 'upcoming', at: null },
    ];
    renderPage({
      rows: [
        transaction({ stages: stagesWithCard('current') }),
        transaction({
          withdrawRequestId: '1f2c1c1e-5b7a-4a59-9d57-0a3f5a0d2b12',
          stages: stagesWithCard('stopped'),
        }),
      ],
    });
    const [waiting, stopped] = await screen.findAllByTestId('redeem-request');
    expect(waiting?.textContent).toContain('Card check');
    expect(waiting?.textContent).toContain('Waiting for you to show the card you bought with.');
    expect(stopped?.textContent).toContain('We could not verify the card you bought with');
  });

  it('payouts: the request waits for the texted code; a pasted code is cleaned, a wrong one counted, the right one confirms', async () => {
    const waiting = transaction({
      status: 'activation',
      acknowledged: false,
      paymentProvider: 'PAYOUTS',
      paymentMethodType: 'payouts',
      activationExpiresAt: '2026-11-20T10:30:00.000Z',
    });
    const otpState = {
      phoneEnding: '99',
      expiresAt: '2026-11-20T10:05:00.000Z',
      resendAvailableAt: '2000-01-01T00:00:00.000Z',
      attemptsLeft: 5,
    };
    const confirmation = (result: string, otpValue: unknown) => ({
      result,
      isOtpRequired: result === 'pending',
      isOtpInvalid: false,
      isOtpSendError: false,
      otp: otpValue,
    });
    const codes: string[] = [];
    renderPage({
      otp: {
        '/api/payment/create-payouts-redeem': () =>
          json(
            { data: { redeemRequest: waiting, confirmation: confirmation('pending', otpState) } },
            202,
          ),
        '/api/payment/redeem-otp/confirm': (body) => {
          const { otp } = body as { otp: string };
          codes.push(otp);
          return otp === '123456'
            ? json({
                data: {
                  redeemRequest: transaction({ paymentMethodType: 'payouts' }),
                  confirmation: confirmation('success', null),
                },
              })
            : json(
                {
                  error: {
                    name: 'InvalidOtpError',
                    message: 'wrong',
                    details: { attemptsLeft: 4 },
                  },
                },
                400,
              );
        },
      },
    });
    fireEvent.click(await screen.findByRole('radio', { name: /Fast payout/ }));
    await enterAmount('100');
    fireEvent.click(screen.getByRole('button', { name: /^Redeem 100(\.00)? SC$/ }));

    const step = await screen.findByTestId('redeem-otp');
    expect(step.textContent).toContain('We texted a 6-digit code to your phone ending in ••99.');
    const field = screen.getByLabelText('6-digit code');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(field, { target: { value: 'Code: 654 321' } });
    expect((field as HTMLInputElement).value).toBe('654321');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByTestId('redeem-otp-problem')).textContent).toBe(
      'That code is not right. Attempts left: 4.',
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByTestId('redeem-result-success')).textContent).toContain(
      'Request received',
    );
    expect(codes).toEqual(['654321', '123456']);
  });

  it('resumes a request still waiting for its code, which the player can cancel with one button', async () => {
    const { fetchMock } = renderPage({
      rows: [
        transaction({
          status: 'activation',
          paymentMethodType: 'payouts',
          paymentProvider: 'PAYOUTS',
          activationExpiresAt: '2026-11-20T10:30:00.000Z',
        }),
      ],
    });
    const step = await screen.findByTestId('redeem-otp');
    expect(step.textContent).toContain('Enter your code');
    // The tracker lists the same request: its cancel is the code step's, not a second button.
    await screen.findByTestId('redeem-request');
    expect(screen.getAllByRole('button', { name: 'Cancel request' })).toHaveLength(1);
    fireEvent.click(within(step).getByRole('button', { name: 'Cancel request' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        `/api/user/redeem-requests/cancel/${REQUEST_ID}`,
        expect.objectContaining({ method: 'POST' }),
      ),
    );
  });

  it('says a verified phone is needed before a payouts request, with the way to verify it', async () => {
    const { onVerifyPhone } = renderPage({ options: { ...OPTIONS, phoneEnding: null } });
    fireEvent.click(await screen.findByRole('radio', { name: /Fast payout/ }));
    await enterAmount('100');
    const notice = screen.getByTestId('redeem-phone-needed');
    expect(notice.textContent).toContain(
      'Verify your phone number to use this method: we text you a code to confirm each redemption.',
    );
    expect(
      screen.getByRole('button', { name: /^Redeem 100(\.00)? SC$/ }).hasAttribute('disabled'),
    ).toBe(true);
    fireEvent.click(within(notice).getByRole('button', { name: 'Verify phone number' }));
    expect(onVerifyPhone).toHaveBeenCalledTimes(1);
  });

  it('Skrill: asks for a valid wallet e-mail, shows the fee, then sends the request to the code step', async () => {
    const bodies: unknown[] = [];
    renderPage({
      otp: {
        '/api/payment/create-payout-skrill': (body) => {
          bodies.push(body);
          return json(
            {
              data: {
                redeemRequest: transaction({
                  status: 'activation',
                  paymentMethodType: 'skrill',
                  paymentProvider: 'SKRILL',
                  activationExpiresAt: '2026-11-20T10:30:00.000Z',
                }),
                confirmation: {
                  result: 'pending',
                  isOtpRequired: true,
                  isOtpInvalid: false,
                  isOtpSendError: false,
                  otp: {
                    phoneEnding: '99',
                    expiresAt: '2026-11-20T10:05:00.000Z',
                    resendAvailableAt: '2000-01-01T00:00:00.000Z',
                    attemptsLeft: 5,
                  },
                },
              },
            },
            202,
          );
        },
      },
    });
    fireEvent.click(await screen.findByRole('radio', { name: /Skrill/ }));
    expect(screen.queryByTestId('bank-link')).toBe(null);
    const email = screen.getByLabelText('Skrill account e-mail');
    fireEvent.change(email, { target: { value: 'winner@' } });
    fireEvent.blur(email);
    expect(screen.getByRole('alert').textContent).toBe(
      'Enter a valid e-mail address, for example name@example.com.',
    );
    await enterAmount('100');
    expect(screen.getByTestId('redeem-limits').textContent).toContain('Fee: 1% per request.');
    expect(screen.getByTestId('redeem-payout').textContent).toMatch(/^\$99(\.00)?$/);
    const confirm = screen.getByRole('button', { name: /^Redeem 100(\.00)? SC$/ });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.change(email, { target: { value: 'winner@example.com' } });
    expect(confirm.hasAttribute('disabled')).toBe(false);
    fireEvent.click(confirm);
    expect((await screen.findByTestId('redeem-otp')).textContent).toContain('ending in ••99');
    expect(bodies).toEqual([
      { skrillConsumerId: 'winner@example.com', coins: 100_00, platform: 'web' },
    ]);
  });

  it('Interac: an e-mail and the name on the account, the payout in CAD, and the request made at once', async () => {
    const bodies: unknown[] = [];
    renderPage({
      otp: {
        '/api/v2/payment/account-capture#interac': (body) => {
          bodies.push(body);
          const redeemRequest = transaction({
            paymentMethodType: 'interac',
            paymentProvider: 'INTERAC',
            fee: 1_50,
            payoutAmount: 133_96,
            payoutCurrencyCode: 'CAD',
          });
          return json({
            data: {
              details: {
                redemptionRequestId: REQUEST_ID,
                redemptionAmount: 100_00,
                preparationResult: { status: 'ok', payload: null },
                redeemRequest,
              },
            },
          });
        },
      },
    });
    fireEvent.click(await screen.findByRole('radio', { name: /Interac e-Transfer/ }));
    expect(screen.getByLabelText<HTMLInputElement>('Name on your bank account').value).toBe(
      'Alex Winner',
    );
    const email = screen.getByLabelText('E-mail for the e-Transfer');
    fireEvent.blur(email);
    expect(screen.getByRole('alert').textContent).toBe('Enter an e-mail address.');
    fireEvent.change(email, { target: { value: ' winner@example.ca ' } });
    await enterAmount('100');
    expect(screen.getByTestId('redeem-payout').textContent).toMatch(/^CA\$133\.96$/);
    fireEvent.click(screen.getByRole('button', { name: /^Redeem 100(\.00)? SC$/ }));
    expect((await screen.findByTestId('redeem-result-success')).textContent).toContain(
      'You will receive CA$133.96',
    );
    expect(bodies).toEqual([
      {
        paymentMethodType: 'interac',
        coins: 100_00,
        personalDetails: { email: 'winner@example.ca', name: 'Alex Winner' },
        platform: 'web',
      },
    ]);
  });
});
