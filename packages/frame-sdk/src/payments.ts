import { z } from 'zod';

/**
 * The payments frame protocol (spec §2 "Messages accepted from the payments frame", §8). Its
 * messages are plain objects, not our game envelope: `{ action }`, `{ type: 'fail', message }`
 * or `{ class: 'fail' | 'flow' | 'analytics', type, … }`.
 */
export const PAYMENTS_FAIL_TYPES = [
  'kyc-required',
  'address-required',
  'limit-reached',
  'notice',
  'general',
] as const;

export const ZPaymentsFrameMessage = z.union([
  z.object({ action: z.string() }),
  z.object({
    class: z.literal('analytics'),
    type: z.string(),
    name: z.string().optional(),
    params: z.record(z.string(), z.unknown()).optional(),
  }),
  z.object({
    class: z.literal('fail'),
    type: z.string(),
    details: z
      .object({ message: z.string().optional(), isHandled: z.boolean().optional() })
      .optional(),
  }),
  z.object({ type: z.literal('fail'), message: z.string() }),
  z.object({
    class: z.literal('flow'),
    type: z.string(),
    height: z.number().optional(),
    amount: z.number().optional(),
    transactionId: z.string().optional(),
    isFirstDeposit: z.boolean().optional(),
    paymentMethod: z.string().optional(),
    url: z.string().optional(),
    kind: z.string().optional(),
    sessionId: z.string().optional(),
  }),
]);
export type TPaymentsFrameMessage = z.infer<typeof ZPaymentsFrameMessage>;

/** Host → payments frame. */
export type TPaymentsHostMessage =
  | { type: 'window-resize'; isMobile: boolean }
  | { type: 'authenticate'; idToken: string; paymentMethods: string[] };

const ZPaymentsHostMessage = z.union([
  z.object({ type: z.literal('window-resize'), isMobile: z.boolean() }),
  z.object({
    type: z.literal('authenticate'),
    idToken: z.string(),
    paymentMethods: z.array(z.string()),
  }),
]);

/**
 * The spec's acceptance rule: an action string, or type fail with a message, or a class of
 * fail, flow or analytics with a string type. Anything else is not a payments message.
 */
export function isAcceptedPaymentsMessage(data: unknown): data is TPaymentsFrameMessage {
  return ZPaymentsFrameMessage.safeParse(data).success;
}

/** The casino's side: messages only from the payments iframe's window at its origin. */
export function createPaymentsHost(options: {
  iframe: HTMLIFrameElement;
  frameOrigin: string;
  onMessage: (message: TPaymentsFrameMessage) => void;
}) {
  const listener = (event: MessageEvent) => {
    if (event.origin !== options.frameOrigin) return;
    if (event.source === null || event.source !== options.iframe.contentWindow) return;
    const parsed = ZPaymentsFrameMessage.safeParse(event.data);
    if (parsed.success) options.onMessage(parsed.data);
  };
  window.addEventListener('message', listener);
  return {
    send(message: TPaymentsHostMessage): void {
      options.iframe.contentWindow?.postMessage(message, options.frameOrigin);
    },
    destroy(): void {
      window.removeEventListener('message', listener);
    },
  };
}
export type TPaymentsHost = ReturnType<typeof createPaymentsHost>;

/** The payments frame's side: messages only from its parent at the casino's origin. */
export function createPaymentsGuest(options: {
  hostOrigin: string;
  onMessage: (message: TPaymentsHostMessage) => void;
}) {
  const parent = window.parent === window ? null : window.parent;
  const listener = (event: MessageEvent) => {
    if (event.origin !== options.hostOrigin || event.source === null || event.source !== parent) {
      return;
    }
    const parsed = ZPaymentsHostMessage.safeParse(event.data);
    if (parsed.success) options.onMessage(parsed.data);
  };
  window.addEventListener('message', listener);
  return {
    send(message: TPaymentsFrameMessage): void {
      parent?.postMessage(message, options.hostOrigin);
    },
    destroy(): void {
      window.removeEventListener('message', listener);
    },
  };
}
export type TPaymentsGuest = ReturnType<typeof createPaymentsGuest>;

const ZThreeDsResult = z.object({
  source: z.literal('sandbox.card'),
  type: z.literal('threeDs.completed'),
  paymentHandleId: z.string(),
  status: z.string(),
});

/**
 * The card processor's 3DS challenge page, framed inside the payments frame, reports its end
 * with one message; accepted only from that frame's window at the processor's origin.
 */
export function listenForThreeDsResult(options: {
  frame: HTMLIFrameElement;
  processorOrigin: string;
  onResult: (result: { paymentHandleId: string; status: string }) => void;
}): () => void {
  const listener = (event: MessageEvent) => {
    if (event.origin !== options.processorOrigin) return;
    if (event.source === null || event.source !== options.frame.contentWindow) return;
    const parsed = ZThreeDsResult.safeParse(event.data);
    if (parsed.success) options.onResult(parsed.data);
  };
  window.addEventListener('message', listener);
  return () => window.removeEventListener('message', listener);
}
