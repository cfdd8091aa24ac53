import { ZPocMessage } from '@casino/contracts/socket/socket-events';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getSocketToken } from '#src/features/wallet/api/get-socket-token';
import { getWalletQueryOptions } from '#src/features/wallet/api/get-wallet';
import { applyWalletMessage } from '#src/features/wallet/realtime/apply-wallet-message';
import { holdRoundMessage, releaseHeldRounds } from '#src/features/wallet/realtime/round-balance';
import { createWalletSocket } from '#src/features/wallet/realtime/wallet-socket';
import { useIsAuthorized } from '#src/hooks/use-is-authorized';
import { useIsPageSettled } from '#src/hooks/use-is-page-settled';
import { useFlag } from '#src/lib/feature-flags';
import { REFERRAL_QUERY_KEY } from '#src/lib/referral-attribution';
import { useAuthStatus } from '#src/stores/auth-status';
import { useCoinType } from '#src/stores/coin-type';
import { useEventTriggerLive } from '#src/stores/event-trigger-live';
import { useGameFrame } from '#src/stores/game-frame';
import { POC_QUERY_KEY } from '#src/stores/poc';
import { REDEMPTION_QUERY_KEY } from '#src/stores/redemption';
import { SAVED_CARDS_QUERY_KEY } from '#src/stores/saved-cards';
import { KYC_QUERY_KEY, useKycRequest } from '#src/stores/kyc-request';
import { useLowBalance } from '#src/stores/low-balance';
import { usePaymentResult } from '#src/stores/payment-result';
import { QUEST_QUERY_KEY, useQuestLive } from '#src/stores/quest-live';

const SOCKET_RETRY_MS = 5_000;
/** Transfer ids remembered to drop a repeated push: far more than arrive between two repeats. */
const APPLIED_TRANSFERS_KEPT = 500;

/** Spec §4: logout (or losing authorisation) resets the wallet and the coin type to GC. */
function resetWallet(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: getWalletQueryOptions().queryKey });
  useLowBalance.getState().reset();
  useEventTriggerLive.getState().reset();
  useQuestLive.getState().reset();
  if (useCoinType.getState().coinType !== 'GC') useCoinType.getState().setCoinType('GC');
}

/**
 * Keeps the wallet socket open while the player is authorised, applies wallet messages, and
 * marks the session as taken over when the server disconnects it for a newer tab. When the
 * player is no longer authorised the socket closes and the cached wallet is dropped (reset).
 * The socket opens once the page has settled (the wallet itself comes over REST at once), and
 * every (re)connection refetches the wallet, so no change made while it was closed is missed.
 */
export function useWalletSocket(): void {
  const queryClient = useQueryClient();
  const isAuthorized = useIsAuthorized();
  const isPageSettled = useIsPageSettled();
  const isUpdateThroughNotification = useFlag('update_balance_through_notification') === true;
  const flagRef = useRef(isUpdateThroughNotification);
  useEffect(() => {
    flagRef.current = isUpdateThroughNotification;
  }, [isUpdateThroughNotification]);

  useEffect(() => {
    if (!isAuthorized) {
      resetWallet(queryClient);
      return;
    }
    if (!isPageSettled) return;
    const socket = createWalletSocket(getSocketToken);
    socket.on('connect', () => {
      void queryClient.invalidateQueries({ queryKey: getWalletQueryOptions().queryKey });
    });
    const appliedTransfers = new Set<string>();
    socket.on('wallet', (message) => {
      // The durable delivery may push a transfer again (decision 154): each applies once.
      if (appliedTransfers.has(message.transferId)) return;
      appliedTransfers.add(message.transferId);
      if (appliedTransfers.size > APPLIED_TRANSFERS_KEPT) {
        appliedTransfers.delete(appliedTransfers.values().next().value ?? '');
      }
      // A round's balance waits for the open game to show its outcome (spinEnd), so the header
      // never tells the result before the reels stop or the ticket is scratched.
      if (holdRoundMessage(message)) return;
      applyWalletMessage(queryClient, message, flagRef.current);
    });
    // The refill the out-of-coins dialog offers after that round (engagement §4, §7).
    socket.on('balance_threshold', (message) => useLowBalance.getState().setThreshold(message));
    // The low-balance record the mini store opens on when no refill is offered.
    socket.on('low_balance', (message) => useLowBalance.getState().setLowBalance(message));
    // A friend qualified: the invite panel and the dot on Rewards read their state again.
    socket.on('referral_bonus', () => {
      void queryClient.invalidateQueries({ queryKey: REFERRAL_QUERY_KEY });
    });
    // Forced KYC opens the wizard; any move of the identity check refetches its state.
    socket.on('force_kyc', (message) => {
      void queryClient.invalidateQueries({ queryKey: KYC_QUERY_KEY });
      useKycRequest.getState().request(message.trigger);
    });
    socket.on('kyc_status', () => {
      void queryClient.invalidateQueries({ queryKey: KYC_QUERY_KEY });
    });
    // A redemption request moved (payments §4): the tracker and the approval dialogs read again.
    socket.on('redeem_transaction', () => {
      void queryClient.invalidateQueries({ queryKey: REDEMPTION_QUERY_KEY });
    });
    // A purchase's result (payments §4 step 5): the app shows it for the in-process transaction.
    socket.on('payment_result', (message) => {
      usePaymentResult.getState().receive(message);
      if (message.status === 'success') useEventTriggerLive.getState().purchaseSucceeded();
    });
    // Event triggers (engagement §4, §7; decision 213): events the server opened for the player,
    // an operator's started trigger (read after a random 5 s to 5 min), a rolling offer's step.
    socket.on('events_received', (message) =>
      useEventTriggerLive.getState().receive(message.events),
    );
    socket.on('event_started', () => useEventTriggerLive.getState().eventStarted());
    socket.on('claim_package', (message) => useEventTriggerLive.getState().packageClaimed(message));
    // The player's quest moved (engagement §4/§7, decision 217): it is read again, and its dialog
    // may open once more for each coin type.
    socket.on('quest_update', () => {
      void queryClient.invalidateQueries({ queryKey: QUEST_QUERY_KEY });
      useQuestLive.getState().questUpdated();
    });
    // The bank linked an account (payments §7 bank account result): the saved payment options
    // and the redemption bank accounts read again.
    socket.on('bank_account_result', () => {
      void queryClient.invalidateQueries({ queryKey: SAVED_CARDS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: REDEMPTION_QUERY_KEY });
    });
    // Card verification (payments §4, §5): a payload without the card ending or the session id
    // is ignored and logged; the others read the session requiring display again.
    for (const event of ['poc_pushed', 'poc_failed', 'poc_success'] as const) {
      socket.on(event, (message: unknown) => {
        if (!ZPocMessage.safeParse(message).success) {
          console.warn(`POC ${event} without card ending or session id ignored`, message);
          return;
        }
        void queryClient.invalidateQueries({ queryKey: POC_QUERY_KEY });
        void queryClient.invalidateQueries({ queryKey: REDEMPTION_QUERY_KEY });
      });
    }
    const stopWatchingFrame = useGameFrame.subscribe((state, previous) => {
      if (previous.isOpen && !state.isOpen) releaseHeldRounds(queryClient);
    });
    socket.on('disconnect_multiple_sessions', () => {
      useAuthStatus.getState().setAuthState({ isDisconnectedByMultisession: true });
      socket.disconnect();
    });
    // A refused handshake (e.g. the token expired between fetch and check) is not retried by
    // socket.io itself; try again with a fresh token after a pause.
    let retryTimer: number | undefined;
    socket.on('connect_error', () => {
      window.clearTimeout(retryTimer);
      retryTimer = window.setTimeout(() => socket.connect(), SOCKET_RETRY_MS);
    });
    socket.connect();
    return () => {
      stopWatchingFrame();
      window.clearTimeout(retryTimer);
      socket.removeAllListeners();
      socket.disconnect();
      // Unmounted on logout (the header shows the wallet only to authorised players).
      resetWallet(queryClient);
    };
  }, [isAuthorized, isPageSettled, queryClient]);
}
