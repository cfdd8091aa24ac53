import type { Logger } from 'pino';
import type { TClock } from '#src/lib/clock';
import { notFound } from '#src/lib/errors';
import { newId } from '#src/lib/ids';
import type { TMerchant, TProviderName, TSandboxTiming } from '#src/options';
import type { TCollection, TSandboxStore } from '#src/store/store';
import { SIGNATURE_HEADER, signatureHeader } from '#src/webhooks/signature';

export interface TDeliveryAttempt {
  attempt: number;
  at: string;
  /** HTTP status the merchant answered, absent when the request itself failed. */
  statusCode?: number;
  error?: string;
}

export interface TWebhookEvent {
  id: string;
  merchantId: string;
  provider: TProviderName;
  type: string;
  createdAt: string;
  /** The exact body every delivery sends (so a duplicate is byte-for-byte the same). */
  body: string;
  state: 'pending' | 'delivered' | 'failed';
  attempts: TDeliveryAttempt[];
}

/**
 * Posts every asynchronous result to the merchant's webhook address for that provider, signed,
 * at least once: a delivery that does not get a 2xx is retried with doubling delays until it
 * does or the attempts run out (then the event is `failed` and can be redelivered).
 */
export class WebhookDispatcher {
  private readonly events: TCollection<TWebhookEvent>;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<void>>();
  private isClosed = false;

  constructor(
    store: TSandboxStore,
    private readonly timing: TSandboxTiming,
    private readonly clock: TClock,
    private readonly logger: Logger,
  ) {
    this.events = store.collection<TWebhookEvent>('webhook-events');
  }

  /** Records the event and starts its delivery; answers the event (its id is in the payload). */
  async emit(
    merchant: TMerchant,
    provider: TProviderName,
    type: string,
    data: unknown,
  ): Promise<TWebhookEvent> {
    const id = newId('evt');
    const createdAt = this.clock.now().toISOString();
    const body = JSON.stringify({ id, type, provider, merchantId: merchant.id, createdAt, data });
    const event: TWebhookEvent = {
      id,
      merchantId: merchant.id,
      provider,
      type,
      createdAt,
      body,
      state: 'pending',
      attempts: [],
    };
    await this.events.insert(event);
    this.schedule(merchant, id, 1, 0);
    return event;
  }

  /** Sends an event again (a duplicate delivery, as live providers do): a new run of attempts. */
  async redeliver(
    merchant: TMerchant,
    provider: TProviderName,
    eventId: string,
  ): Promise<TWebhookEvent> {
    const event = await this.get(merchant, provider, eventId);
    const updated = await this.events.update(event.id, (current) => ({
      ...current,
      state: 'pending',
    }));
    this.schedule(merchant, event.id, 1, 0);
    return updated;
  }

  async get(merchant: TMerchant, provider: TProviderName, eventId: string): Promise<TWebhookEvent> {
    const event = await this.events.get(eventId);
    if (!event || event.merchantId !== merchant.id || event.provider !== provider) {
      throw notFound(`No ${provider} event ${eventId}`);
    }
    return event;
  }

  async list(merchant: TMerchant, provider: TProviderName): Promise<TWebhookEvent[]> {
    const events = await this.events.list(
      (event) => event.merchantId === merchant.id && event.provider === provider,
    );
    return events.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  /** Stops retrying and waits for deliveries under way (the server is closing). */
  async close(): Promise<void> {
    this.isClosed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.inFlight]);
  }

  private schedule(merchant: TMerchant, eventId: string, runAttempt: number, delayMs: number) {
    if (this.isClosed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const delivery = this.deliver(merchant, eventId, runAttempt).catch((error: unknown) => {
        this.logger.error({ err: error, eventId }, 'webhook delivery crashed');
      });
      this.inFlight.add(delivery);
      void delivery.finally(() => this.inFlight.delete(delivery));
    }, delayMs);
    this.timers.add(timer);
  }

  private async deliver(merchant: TMerchant, eventId: string, runAttempt: number): Promise<void> {
    const event = await this.events.get(eventId);
    if (!event) return;
    const attempt = event.attempts.length + 1;
    const url = merchant.webhookUrls[event.provider];
    const unixSeconds = Math.floor(this.clock.now().getTime() / 1000);
    const record: TDeliveryAttempt = { attempt, at: this.clock.now().toISOString() };
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'crown-provider-sandbox/1',
          'x-sandbox-event-id': event.id,
          'x-sandbox-event-type': event.type,
          'x-sandbox-delivery-attempt': String(attempt),
          [SIGNATURE_HEADER]: signatureHeader(merchant.webhookSecret, event.body, unixSeconds),
        },
        body: event.body,
        signal: AbortSignal.timeout(this.timing.webhookTimeoutMs),
      });
      record.statusCode = response.status;
      await response.body?.cancel();
    } catch (error) {
      record.error = error instanceof Error ? error.message : String(error);
    }
    const isDelivered = record.statusCode !== undefined && record.statusCode < 300;
    const isExhausted = !isDelivered && runAttempt >= this.timing.webhookMaxAttempts;
    await this.events.update(event.id, (current) => ({
      ...current,
      attempts: [...current.attempts, record],
      state: isDelivered ? 'delivered' : isExhausted ? 'failed' : 'pending',
    }));
    const log = { eventId, type: event.type, url, attempt, statusCode: record.statusCode };
    if (isDelivered) {
      this.logger.info(log, 'webhook delivered');
      return;
    }
    this.logger.warn({ ...log, error: record.error }, 'webhook delivery failed');
    if (isExhausted) return;
    const delayMs = Math.min(
      this.timing.webhookRetryBaseMs * 2 ** (runAttempt - 1),
      this.timing.webhookRetryMaxMs,
    );
    this.schedule(merchant, event.id, runAttempt + 1, delayMs);
  }
}
