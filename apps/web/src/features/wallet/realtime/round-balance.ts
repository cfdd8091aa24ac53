import type { TUserWallet, TWalletState } from '@casino/contracts';
import { ZWalletMessage } from '@casino/contracts/socket/socket-events';
import type { QueryClient } from '@tanstack/react-query';
import { getWalletQueryOptions } from '#src/features/wallet/api/get-wallet';
import { useGameFrame, type THeldRoundBalance } from '#src/stores/game-frame';

/** Shown rounds remembered per open frame: enough for any late message, bounded for autoplay. */
const SHOWN_ROUNDS_KEPT = 50;

/** Ledger transfer ids are increasing integers (as strings): the later transfer wins. */
function isLater(candidate: THeldRoundBalance, current: THeldRoundBalance | undefined): boolean {
  return current === undefined || BigInt(candidate.transferId) > BigInt(current.transferId);
}

function setWalletState(queryClient: QueryClient, state: TWalletState): void {
  const { gc, bsc, psc, wsc } = state;
  queryClient.setQueryData<TUserWallet>(getWalletQueryOptions().queryKey, (current) =>
    current
      ? { ...current, gcCoin: gc, scCoin: { bsc, psc, wsc }, totalScCoin: bsc + psc + wsc }
      : current,
  );
}

/**
 * The stake a multi-step round (mines) takes when it opens: it tells nothing the player has not
 * just chosen, so the header shows it at once rather than at the round's end (decision 247).
 */
const OPENING_BET_CODE = 'bet';

/**
 * Decision 130: while a game frame is open, a wallet message for a game round is held until the
 * frame reports that round's end, and one for a round it has already shown is dropped (the
 * header has that balance). A multi-step round's opening bet is not held (decision 247). Answers
 * whether the message was taken here; any other message (no round, no frame open, an opening
 * bet, or not a wallet message at all) is the caller's to apply.
 */
export function holdRoundMessage(raw: unknown): boolean {
  const { isOpen, heldRounds, shownRoundIds } = useGameFrame.getState();
  const parsed = ZWalletMessage.safeParse(raw);
  if (!isOpen || !parsed.success || parsed.data.roundId === null) return false;
  const message = parsed.data;
  const roundId = parsed.data.roundId;
  if (shownRoundIds.includes(roundId)) return true;
  if (message.code === OPENING_BET_CODE) return false;
  const candidate = { transferId: message.transferId, state: message.state };
  if (isLater(candidate, heldRounds[roundId])) {
    useGameFrame.setState({ heldRounds: { ...heldRounds, [roundId]: candidate } });
  }
  return true;
}

/**
 * The frame showed a round (spinEnd): the header takes that round's balance, from the wallet
 * message held for it or, when the socket has not delivered it yet, from the frame's report
 * (the play answer's balance). Nothing is refetched and nothing is sent back to the frame.
 */
export function showRoundBalance(
  queryClient: QueryClient,
  roundId: string,
  frameBalance: TWalletState,
): void {
  const { heldRounds, shownRoundIds } = useGameFrame.getState();
  const { [roundId]: held, ...others } = heldRounds;
  useGameFrame.setState({
    heldRounds: others,
    shownRoundIds: [...shownRoundIds, roundId].slice(-SHOWN_ROUNDS_KEPT),
  });
  setWalletState(queryClient, held?.state ?? frameBalance);
}

/**
 * The frame closed (the player left, or the game relaunched for another coin) with rounds it
 * never reported: the latest held balance is shown at once, without a refetch.
 */
export function releaseHeldRounds(queryClient: QueryClient): void {
  let latest: THeldRoundBalance | undefined;
  for (const held of Object.values(useGameFrame.getState().heldRounds)) {
    if (isLater(held, latest)) latest = held;
  }
  useGameFrame.setState({ heldRounds: {}, shownRoundIds: [] });
  if (latest) setWalletState(queryClient, latest.state);
}
