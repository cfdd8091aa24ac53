import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifySignature } from '#src/webhooks/signature';

export interface TDelivery {
  path: string;
  eventId: string;
  eventType: string;
  attempt: number;
  isSignatureValid: boolean;
  answeredStatus: number;
  body: { id: string; type: string; provider: string; data: Record<string, unknown> };
}

/**
 * A merchant's webhook endpoint: verifies each delivery's signature the way the README tells the
 * casino to, records it, and answers 500 to the next `failNext` deliveries (to see retries).
 */
export class WebhookReceiver {
  readonly deliveries: TDelivery[] = [];
  failNext = 0;
  private server: Server | undefined;
  private waiters: (() => void)[] = [];

  constructor(
    private readonly secret: () => string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const isSignatureValid = verifySignature(
          this.secret(),
          raw,
          request.headers['x-sandbox-signature'] as string | undefined,
          Math.floor(this.now().getTime() / 1000),
        );
        const answeredStatus = this.failNext > 0 ? 500 : isSignatureValid ? 200 : 401;
        if (this.failNext > 0) this.failNext -= 1;
        this.deliveries.push({
          path: request.url ?? '',
          eventId: String(request.headers['x-sandbox-event-id']),
          eventType: String(request.headers['x-sandbox-event-type']),
          attempt: Number(request.headers['x-sandbox-delivery-attempt']),
          isSignatureValid,
          answeredStatus,
          body: JSON.parse(raw) as TDelivery['body'],
        });
        response.writeHead(answeredStatus).end();
        for (const wake of this.waiters.splice(0)) wake();
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}`;
  }

  /** Waits (up to 5 s) for a delivery matching `predicate` and answers it. */
  async waitFor(predicate: (delivery: TDelivery) => boolean, timeoutMs = 5000): Promise<TDelivery> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.deliveries.find(predicate);
      if (found) return found;
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error('no matching webhook delivery arrived');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  ofType(type: string): TDelivery[] {
    return this.deliveries.filter((delivery) => delivery.eventType === type);
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
