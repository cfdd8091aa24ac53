import type { Logger } from 'pino';

type THandler<P> = (payload: P) => void | Promise<void>;

export interface TEventBus<TEvents extends object> {
  /** Subscribes; returns the unsubscribe function. */
  on<K extends keyof TEvents>(name: K, handler: THandler<TEvents[K]>): () => void;
  /**
   * Delivers to every handler of `name`. Call it only after the transaction that caused the
   * event committed. A failing handler is logged and never reaches the emitter or the others.
   */
  emit<K extends keyof TEvents>(name: K, payload: TEvents[K]): void;
}

/**
 * In-process typed events between modules (the event map lives in packages/contracts). Fan-out
 * across server processes is the socket layer's job (Redis adapter), not this bus's.
 */
export function createEventBus<TEvents extends object>(logger: Logger): TEventBus<TEvents> {
  const handlers = new Map<keyof TEvents, Set<THandler<never>>>();

  return {
    on(name, handler) {
      let set = handlers.get(name);
      if (!set) {
        set = new Set();
        handlers.set(name, set);
      }
      set.add(handler);
      return () => {
        set.delete(handler);
      };
    },
    emit(name, payload) {
      const set = handlers.get(name);
      if (!set) return;
      for (const handler of set) {
        const report = (error: unknown) =>
          logger.error({ err: error, event: String(name) }, 'domain event handler failed');
        try {
          const outcome = (handler as THandler<typeof payload>)(payload);
          if (outcome instanceof Promise) outcome.catch(report);
        } catch (error) {
          report(error);
        }
      }
    },
  };
}
