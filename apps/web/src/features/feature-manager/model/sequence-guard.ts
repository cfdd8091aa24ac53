/** What must be closed before the feature manager shows the next dialog (engagement §4). */
export interface TSequenceGuard {
  isGameOpen: boolean;
  isPurchaseFlowRunning: boolean;
  /** A payment provider sent the player back: the `method` query parameter is present. */
  hasPaymentReturn: boolean;
  isDialogOpen: boolean;
  /** The sign-up flow (welcome bonus, country) is still on screen. */
  isAuthFlowRunning: boolean;
  /**
   * The first-time tutorial runs (decision 117): a sequence restarted meanwhile (its coin tips
   * switch the coin) waits for it to end.
   */
  isOnboardingRunning: boolean;
}

export function isSequenceBlocked(guard: TSequenceGuard): boolean {
  return (
    guard.isGameOpen ||
    guard.isPurchaseFlowRunning ||
    guard.hasPaymentReturn ||
    guard.isDialogOpen ||
    guard.isAuthFlowRunning ||
    guard.isOnboardingRunning
  );
}
