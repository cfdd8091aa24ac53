import { notFound } from '#src/lib/errors';
import {
  DuplicateRecordError,
  type TCollection,
  type TRecord,
  type TSandboxStore,
} from '#src/store/store';

/**
 * Records live in Maps and are copied in and out, so a caller holding a record cannot change
 * the stored one behind the store's back (as with a real database).
 */
class MemoryCollection<T extends TRecord> implements TCollection<T> {
  private readonly records = new Map<string, T>();

  async get(id: string): Promise<T | undefined> {
    const record = this.records.get(id);
    return record && structuredClone(record);
  }

  async insert(record: T): Promise<void> {
    if (this.records.has(record.id))
      throw new DuplicateRecordError(`duplicate record id ${record.id}`);
    this.records.set(record.id, structuredClone(record));
  }

  async update(id: string, mutate: (current: T) => T): Promise<T> {
    const current = this.records.get(id);
    if (!current) throw notFound(`No record ${id}`);
    const next = mutate(structuredClone(current));
    this.records.set(id, structuredClone(next));
    return structuredClone(next);
  }

  async find(predicate: (record: T) => boolean): Promise<T | undefined> {
    for (const record of this.records.values()) {
      if (predicate(record)) return structuredClone(record);
    }
    return undefined;
  }

  async list(predicate: (record: T) => boolean): Promise<T[]> {
    return [...this.records.values()].filter(predicate).map((record) => structuredClone(record));
  }

  async delete(id: string): Promise<boolean> {
    return this.records.delete(id);
  }
}

export function createMemoryStore(): TSandboxStore {
  const collections = new Map<string, MemoryCollection<TRecord>>();
  return {
    collection<T extends TRecord>(name: string): TCollection<T> {
      let collection = collections.get(name);
      if (!collection) {
        collection = new MemoryCollection<TRecord>();
        collections.set(name, collection);
      }
      return collection as unknown as TCollection<T>;
    },
  };
}
