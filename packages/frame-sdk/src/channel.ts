import type { z } from 'zod';
import { envelope, ZFrameEnvelope } from '#src/messages';

type TSchemas = Record<string, z.ZodType>;
export type THandlers<M> = { [K in keyof M]?: (payload: M[K]) => void };

export interface TChannelOptions<TIn extends TSchemas> {
  /** The only origin whose messages are accepted and the only one messages are posted to. */
  peerOrigin: string;
  /** The only window whose messages are accepted (the iframe's window, or the parent). */
  peerWindow: () => Window | null;
  schemas: TIn;
  /** Our messages of an unknown type or with a bad payload (spec: an unhandled message logs a warning). */
  onUnhandled?: (type: string) => void;
}

/**
 * One side of the frame protocol: listens to messages from exactly one window and origin,
 * validates each against its schema, and posts to that same origin only (never '*').
 */
export function createChannel<TIn extends TSchemas, TOut>(
  options: TChannelOptions<TIn>,
  handlers: THandlers<{ [K in keyof TIn]: z.infer<TIn[K]> }>,
) {
  const listener = (event: MessageEvent) => {
    if (event.origin !== options.peerOrigin) return;
    if (event.source === null || event.source !== options.peerWindow()) return;
    const parsed = ZFrameEnvelope.safeParse(event.data);
    if (!parsed.success) return;
    const { type, payload } = parsed.data;
    const schema = Object.hasOwn(options.schemas, type) ? options.schemas[type] : undefined;
    const handler = (handlers as Record<string, ((payload: unknown) => void) | undefined>)[type];
    const checked = schema?.safeParse(payload);
    if (!checked?.success || !handler) {
      options.onUnhandled?.(type);
      return;
    }
    handler(checked.data);
  };
  window.addEventListener('message', listener);
  return {
    send<K extends keyof TOut & string>(type: K, payload: TOut[K]): void {
      options.peerWindow()?.postMessage(envelope(type, payload), options.peerOrigin);
    },
    destroy(): void {
      window.removeEventListener('message', listener);
    },
  };
}
