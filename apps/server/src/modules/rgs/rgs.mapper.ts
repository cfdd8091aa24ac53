import {
  ZStudioGameEvent,
  type TRoundStep,
  type TRoundView,
  type TStudioGameEvent,
} from '@casino/contracts';
import type { TRoundRow } from '#src/modules/rgs/rgs.repository';

/** Stored events were produced by our own math; they are typed on the way out, not trusted blindly. */
export function toRoundSteps(row: TRoundRow): TRoundStep[] {
  return row.steps.map((step) => ({
    action: step.action,
    events: step.events.map((event) => ZStudioGameEvent.parse(event)),
    multiplierHundredths: step.multiplierHundredths,
  }));
}

function awaitingActions(row: TRoundRow, steps: TRoundStep[]): string[] {
  if (row.state !== 'open') return [];
  const last = steps.at(-1)?.events.at(-1);
  return last?.type === 'awaitAction' ? last.actions : [];
}

/**
 * The player's view of a round. `steps` are the row's steps already typed, when the caller drew
 * them itself (a round just played); by default the stored ones are parsed.
 */
export function toRoundView(
  row: TRoundRow,
  serverSeedHash: string,
  steps: TRoundStep[] = toRoundSteps(row),
): TRoundView {
  return {
    roundId: row.id,
    gameId: row.gameId,
    engineKey: row.engineKey,
    coin: row.coin,
    betMinor: row.betMinor,
    winMinor: row.winMinor,
    multiplierHundredths: row.multiplierHundredths,
    state: row.state,
    steps,
    awaitingActions: awaitingActions(row, steps),
    serverSeedHash,
    nonce: row.nonce,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

export function allEvents(row: TRoundRow): TStudioGameEvent[] {
  return toRoundSteps(row).flatMap((step) => step.events);
}
