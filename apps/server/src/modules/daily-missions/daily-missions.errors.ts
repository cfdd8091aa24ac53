import { AppError } from '#src/lib/errors';

/** A reward that is not completed, or was claimed by an earlier request; nothing moved. */
export class DailyMissionRewardNotClaimableError extends AppError {
  constructor(kind: 'mission' | 'grandPrize', id: number) {
    super(
      'DailyMissionRewardNotClaimableError',
      kind === 'mission'
        ? 'This mission is not completed or its reward was already claimed'
        : 'This grand prize was already claimed',
      { kind, id },
    );
  }
}
