import { createChannel, type THandlers } from '#src/channel';
import { HOST_TO_GUEST, type TGuestMessages, type THostMessages } from '#src/messages';

/** The game frame's side: accepts messages only from its parent window at the lobby's origin. */
export function createFrameGuest(options: {
  lobbyOrigin: string;
  handlers: THandlers<THostMessages>;
  onUnhandled?: (type: string) => void;
}) {
  return createChannel<typeof HOST_TO_GUEST, TGuestMessages>(
    {
      peerOrigin: options.lobbyOrigin,
      peerWindow: () => (window.parent === window ? null : window.parent),
      schemas: HOST_TO_GUEST,
      ...(options.onUnhandled ? { onUnhandled: options.onUnhandled } : {}),
    },
    options.handlers,
  );
}
export type TFrameGuest = ReturnType<typeof createFrameGuest>;
