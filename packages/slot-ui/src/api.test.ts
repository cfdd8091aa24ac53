import { describe, expect, it } from 'vitest';
import { FrameApiError, frameFailureOf } from '#src/api';

describe('frameFailureOf', () => {
  it('reports a round refused for unaccepted terms to the lobby, which opens its terms gate', () => {
    const failure = frameFailureOf(
      new FrameApiError(
        403,
        'TermsOfServiceAcceptanceRequiredError',
        'Accept the updated terms of service to keep playing',
      ),
    );
    expect(failure).toEqual({
      kind: 'message',
      message: 'Accept the updated terms of service to keep playing',
      lobbyError: 'Accept the updated terms of service to keep playing',
    });
  });

  it('keeps a refused bet to the frame', () => {
    expect(
      frameFailureOf(new FrameApiError(402, 'InsufficientFundsError', 'Insufficient funds')),
    ).toEqual({ kind: 'message', message: 'Not enough coins for this bet', lobbyError: null });
  });
});
