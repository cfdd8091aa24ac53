import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { getFeaturesConfigQueryOptions } from '#src/features/feature-manager/api/get-features-config';
import { createFeatureSequence } from '#src/features/feature-manager/model/feature-sequence';
import {
  isSequenceBlocked,
  type TSequenceGuard,
} from '#src/features/feature-manager/model/sequence-guard';
import { useFlag } from '#src/lib/feature-flags';
import { useAuthStatus } from '#src/stores/auth-status';
import { useCoinType } from '#src/stores/coin-type';
import { useDialogs } from '#src/stores/dialogs';
import { useFeatureManagerRegistry } from '#src/stores/feature-manager';
import { useOnboarding } from '#src/stores/onboarding';
import { usePortal } from '#src/stores/portal';
import { useStoreEntry } from '#src/stores/store-entry';

function isGamePath(pathname: string): boolean {
  return pathname.startsWith('/games/');
}

/** What holds the sequence back now (engagement §4), read from the stores and the address. */
function readGuard(): TSequenceGuard {
  const { pathname, search } = window.location;
  const { dialogs, fullPageDialog } = useDialogs.getState();
  return {
    isGameOpen: isGamePath(pathname),
    isPurchaseFlowRunning: fullPageDialog === 'store' || useStoreEntry.getState().chosen !== null,
    hasPaymentReturn: new URLSearchParams(search).has('method'),
    isDialogOpen:
      usePortal.getState().content !== null || dialogs.length > 0 || fullPageDialog !== null,
    isAuthFlowRunning: !useAuthStatus.getState().isAuthFlowDone,
    isOnboardingRunning: useOnboarding.getState().step !== null,
  };
}

/** Re-renders when a guard input changes; answers whether the sequence is held back. */
function useIsSequenceBlocked(): boolean {
  useLocation();
  useAuthStatus((state) => state.isAuthFlowDone);
  usePortal((state) => state.content !== null);
  useDialogs((state) => state.dialogs);
  useDialogs((state) => state.fullPageDialog);
  useStoreEntry((state) => state.chosen);
  useOnboarding((state) => state.step !== null);
  return isSequenceBlocked(readGuard());
}

/**
 * The feature manager (engagement §4, decision 145): after an in-app log-in it shows the
 * registered features' dialogs one at a time in the operator's order, and again on a coin
 * switch, on coming back to the lobby from a game and when a feature asks. Nothing shows by
 * itself while prevent_popup_auto_display_web is on. Render it for signed-in players only.
 */
export function FeatureManager() {
  const queryClient = useQueryClient();
  const loggedInAt = useAuthStatus((state) => state.loggedInAt);
  const isAutoDisplayPrevented = useFlag('prevent_popup_auto_display_web') === true;
  const isBlocked = useIsSequenceBlocked();
  const { pathname } = useLocation();
  const coinType = useCoinType((state) => state.coinType);
  const fetchRequest = useFeatureManagerRegistry((state) => state.fetchRequest);
  const [sequence] = useState(() =>
    createFeatureSequence({
      features: () => Object.values(useFeatureManagerRegistry.getState().features),
      loadConfig: async () =>
        (await queryClient.fetchQuery(getFeaturesConfigQueryOptions()))
          .featureManagerOrderConfigurations,
      isBlocked: () => isSequenceBlocked(readGuard()),
    }),
  );

  useEffect(() => {
    if (!isBlocked) sequence.guardChanged();
  }, [isBlocked, sequence]);

  useEffect(() => {
    if (loggedInAt === null || isAutoDisplayPrevented) return;
    sequence.start('initial');
    return () => sequence.stop();
  }, [loggedInAt, isAutoDisplayPrevented, sequence]);

  const shownCoin = useRef(coinType);
  useEffect(() => {
    if (shownCoin.current === coinType) return;
    shownCoin.current = coinType;
    sequence.start('coinChange');
  }, [coinType, sequence]);

  const previousPath = useRef(pathname);
  useEffect(() => {
    const wasInGame = isGamePath(previousPath.current);
    previousPath.current = pathname;
    if (wasInGame && !isGamePath(pathname)) sequence.start('backToLobby');
  }, [pathname, sequence]);

  useEffect(() => {
    if (fetchRequest) sequence.start('manual', fetchRequest.type);
  }, [fetchRequest, sequence]);

  useEffect(
    () =>
      useFeatureManagerRegistry.subscribe((state, previous) => {
        for (const feature of Object.values(state.features)) {
          if (previous.features[feature.type] !== feature) sequence.featureRegistered(feature.type);
        }
      }),
    [sequence],
  );

  return null;
}
