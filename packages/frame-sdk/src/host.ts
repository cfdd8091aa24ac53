import { createChannel, type THandlers } from '#src/channel';
import { GUEST_TO_HOST, type TGuestMessages, type THostMessages } from '#src/messages';

/**
 * The lobby's side: talks to one game iframe and accepts messages only from that iframe's
 * window and its own origin (the game UI's origin).
 */
export function createFrameHost(options: {
  iframe: HTMLIFrameElement;
  frameOrigin: string;
  handlers: THandlers<TGuestMessages>;
  onUnhandled?: (type: string) => void;
}) {
  return createChannel<typeof GUEST_TO_HOST, THostMessages>(
    {
      peerOrigin: options.frameOrigin,
      peerWindow: () => options.iframe.contentWindow,
      schemas: GUEST_TO_HOST,
      ...(options.onUnhandled ? { onUnhandled: options.onUnhandled } : {}),
    },
    options.handlers,
  );
}
export type TFrameHost = ReturnType<typeof createFrameHost>;
