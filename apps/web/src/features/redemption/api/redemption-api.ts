import type {
  TCreatePayoutSkrillBody,
  TCreatePayoutsRedeemBody,
  TCreateWithdrawRequestBody,
  TRedeemConfirmationResponse,
  TRedeemTransaction,
} from '@casino/contracts';
import { IDEMPOTENCY_KEY_HEADER } from '@casino/contracts/common/idempotency';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';
import { REDEMPTION_QUERY_KEY } from '#src/stores/redemption';

/** How often the player's requests are read again while they can still change. */
export const REDEEM_REQUESTS_REFRESH_MS = 15_000;

/** GET user/redeem-options: the redeemable SC, each method's limits and fee, linked accounts. */
export function getRedeemOptionsQueryOptions() {
  return queryOptions({
    queryKey: [...REDEMPTION_QUERY_KEY, 'options'],
    queryFn: async () => {
      const { getRedeemOptionsContract } =
        await import('@casino/contracts/rest/redemption/redeem-options');
      return (await apiRequest(getRedeemOptionsContract, {})).data;
    },
    staleTime: 0,
  });
}

/**
 * GET payment/redeem-cards with internal data: the saved cards a card redemption can pay back
 * to, newest first, and whether a card check verified each (decision 205).
 */
export function getRedeemCardsQueryOptions() {
  return queryOptions({
    queryKey: [...REDEMPTION_QUERY_KEY, 'cards'],
    queryFn: async () => {
      const { getRedeemCardsContract } =
        await import('@casino/contracts/rest/redemption/redeem-cards');
      const answer = await apiRequest(getRedeemCardsContract, {
        query: { withInternalData: 'true' },
      });
      return answer.data.cards;
    },
    staleTime: 0,
  });
}

/**
 * GET user/redeem-requests, newest first; `isNonAcknowledgedOnly` asks for the approvals the
 * player has not closed yet (getNonAcknowledged).
 */
export function getRedeemRequestsQueryOptions(isNonAcknowledgedOnly = false) {
  return queryOptions({
    queryKey: [...REDEMPTION_QUERY_KEY, 'requests', isNonAcknowledgedOnly],
    queryFn: async () => {
      const { getRedeemRequestsContract } =
        await import('@casino/contracts/rest/redemption/redeem-requests');
      const answer = await apiRequest(getRedeemRequestsContract, {
        query: isNonAcknowledgedOnly ? { getNonAcknowledged: 'true' } : {},
      });
      return answer.data.rows;
    },
  });
}

/** The player's requests (signed-in areas only), read again while one of them still moves. */
export function useRedeemRequests() {
  return useQuery({
    ...getRedeemRequestsQueryOptions(),
    refetchInterval: (query) =>
      query.state.data?.some((row) => row.isProcess) ? REDEEM_REQUESTS_REFRESH_MS : false,
  });
}

/**
 * POST user/create-withdraw-request: one confirmation, one idempotency key. The answer carries
 * the preparation result (validityIssue while a card verification holds it).
 */
export async function createWithdrawRequest(
  body: TCreateWithdrawRequestBody,
  idempotencyKey: string,
) {
  const { createWithdrawRequestContract } =
    await import('@casino/contracts/rest/redemption/create-withdraw-request');
  const answer = await apiRequest(
    createWithdrawRequestContract,
    { body },
    { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } },
  );
  return answer.data;
}

/** Cancel: user/redeem-requests/cancel/{id}; a pending request's SC come back. */
export async function cancelRedeemRequest(withdrawRequestId: string): Promise<TRedeemTransaction> {
  const { cancelRedeemRequestContract } =
    await import('@casino/contracts/rest/redemption/redeem-requests');
  const answer = await apiRequest(
    cancelRedeemRequestContract,
    { params: { id: withdrawRequestId } },
    { headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() } },
  );
  return answer.data.redeemRequest;
}

/** POST redemptions/approval-acknowledge: a request's dialog (approval, rejected, activation, expired) was closed. */
export async function acknowledgeRedemption(withdrawRequestId: string): Promise<void> {
  const { acknowledgeRedemptionContract } =
    await import('@casino/contracts/rest/redemption/redeem-requests');
  await apiRequest(acknowledgeRedemptionContract, { body: { withdrawRequestId } });
}

/** POST /v2/payment/account-capture: the provider's page where the player links a bank account. */
export async function captureBankAccount(): Promise<string> {
  const { accountCaptureContract } =
    await import('@casino/contracts/rest/redemption/account-capture');
  const answer = await apiRequest(
    accountCaptureContract,
    { body: { paymentMethodType: 'bank', platform: 'web' } },
    { headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() } },
  );
  const { details } = answer.data;
  if (!('links' in details)) throw new Error('The bank link answer has no page to open');
  return details.links.redirectUrl;
}

/** POST /v2/payment/account-capture for Interac: the request goes to review at once. */
export async function requestInteracRedeem(
  body: { coins: number; email: string; name: string },
  idempotencyKey: string,
) {
  const { accountCaptureContract } =
    await import('@casino/contracts/rest/redemption/account-capture');
  const answer = await apiRequest(
    accountCaptureContract,
    {
      body: {
        paymentMethodType: 'interac',
        coins: body.coins,
        personalDetails: { email: body.email, name: body.name },
        platform: 'web',
      },
    },
    { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } },
  );
  const { details } = answer.data;
  if (!('redeemRequest' in details)) throw new Error('The Interac answer has no request');
  return { redeemRequest: details.redeemRequest, preparationResult: details.preparationResult };
}

/** POST payment/create-payout-skrill: as payouts, the request waits for the texted code. */
export async function createPayoutSkrill(
  body: TCreatePayoutSkrillBody,
  idempotencyKey: string,
): Promise<TRedeemConfirmationResponse['data']> {
  const { createPayoutSkrillContract } =
    await import('@casino/contracts/rest/redemption/create-payout-skrill');
  const answer = await apiRequest(
    createPayoutSkrillContract,
    { body: { ...body, platform: 'web' } },
    { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } },
  );
  return answer.data;
}

/** POST payment/create-payouts-redeem: the request waits for the code texted to the player. */
export async function createPayoutsRedeem(
  body: TCreatePayoutsRedeemBody,
  idempotencyKey: string,
): Promise<TRedeemConfirmationResponse['data']> {
  const { createPayoutsRedeemContract } =
    await import('@casino/contracts/rest/redemption/create-payouts-redeem');
  const answer = await apiRequest(
    createPayoutsRedeemContract,
    { body },
    { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } },
  );
  return answer.data;
}

/** POST payment/redeem-otp/confirm: the code from the text message. */
export async function confirmRedeemOtp(
  withdrawRequestId: string,
  otp: string,
): Promise<TRedeemConfirmationResponse['data']> {
  const { confirmRedeemOtpContract } = await import('@casino/contracts/rest/redemption/redeem-otp');
  return (await apiRequest(confirmRedeemOtpContract, { body: { withdrawRequestId, otp } })).data;
}

/** POST payment/redeem-otp/resend: a new code replaces the last one. */
export async function resendRedeemOtp(
  withdrawRequestId: string,
): Promise<TRedeemConfirmationResponse['data']> {
  const { resendRedeemOtpContract } = await import('@casino/contracts/rest/redemption/redeem-otp');
  return (await apiRequest(resendRedeemOtpContract, { body: { withdrawRequestId } })).data;
}
