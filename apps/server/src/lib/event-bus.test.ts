import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createEventBus } from '#src/lib/event-bus';

interface TEvents {
  'thing.happened': { id: string };
  'other.happened': { count: number };
}

describe('event bus', () => {
  it('delivers typed payloads to the handlers of that event only', () => {
    const bus = createEventBus<TEvents>(pino({ level: 'silent' }));
    const seen: string[] = [];
    bus.on('thing.happened', (payload) => {
      seen.push(payload.id);
    });
    bus.on('other.happened', () => {
      seen.push('wrong');
    });
    bus.emit('thing.happened', { id: 'a' });
    expect(seen).toEqual(['a']);
  });

  it('keeps delivering when a handler throws or rejects, and stops after unsubscribe', async () => {
    const bus = createEventBus<TEvents>(pino({ level: 'silent' }));
    const seen: number[] = [];
    bus.on('other.happened', () => {
      throw new Error('boom');
    });
    bus.on('other.happened', () => Promise.reject(new Error('later boom')));
    const off = bus.on('other.happened', (payload) => {
      seen.push(payload.count);
    });
    bus.emit('other.happened', { count: 1 });
    off();
    bus.emit('other.happened', { count: 2 });
    await Promise.resolve();
    expect(seen).toEqual([1]);
  });
});
