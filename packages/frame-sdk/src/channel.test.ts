// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChannel } from '#src/channel';
import { envelope, GUEST_TO_HOST, type THostMessages } from '#src/messages';

function dispatch(data: unknown, origin: string, source: Window | null) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

describe('frame channel', () => {
  const postMessage = vi.fn();
  const peer = { postMessage } as unknown as Window;
  const spinEnd = vi.fn();
  const onUnhandled = vi.fn();
  const channel = createChannel<typeof GUEST_TO_HOST, THostMessages>(
    {
      peerOrigin: 'https://games.example',
      peerWindow: () => peer,
      schemas: GUEST_TO_HOST,
      onUnhandled,
    },
    { spinEnd },
  );
  afterEach(() => vi.clearAllMocks());

  const payload = {
    roundId: 'r1',
    coin: 'GC',
    betMinor: 100,
    winMinor: 0,
    balance: { gc: 1, bsc: 0, psc: 0, wsc: 0 },
  };

  it('delivers a valid message from the peer window and origin', () => {
    dispatch(envelope('spinEnd', payload), 'https://games.example', peer);
    expect(spinEnd).toHaveBeenCalledWith(payload);
  });

  it('ignores other origins, other windows and foreign envelopes', () => {
    dispatch(envelope('spinEnd', payload), 'https://evil.example', peer);
    dispatch(envelope('spinEnd', payload), 'https://games.example', window);
    dispatch({ type: 'spinEnd', payload }, 'https://games.example', peer);
    expect(spinEnd).not.toHaveBeenCalled();
    expect(onUnhandled).not.toHaveBeenCalled();
  });

  it('reports unknown types and bad payloads as unhandled', () => {
    dispatch(envelope('mystery', {}), 'https://games.example', peer);
    dispatch(envelope('spinEnd', { roundId: 3 }), 'https://games.example', peer);
    expect(onUnhandled).toHaveBeenCalledTimes(2);
    expect(spinEnd).not.toHaveBeenCalled();
  });

  it('posts with protocol WEB v2 to the peer origin only', () => {
    channel.send('updateBalance', { balance: payload.balance });
    expect(postMessage).toHaveBeenCalledWith(
      expect.objectContaining({ platform: 'WEB', version: 2, type: 'updateBalance' }),
      'https://games.example',
    );
  });
});
