/** A record the store keeps: every record has an id and belongs to one merchant. */
export interface TRecord {
  id: string;
  merchantId: string;
}

/**
 * One named set of records. The sandbox keeps state in memory (a restart forgets it); a
 * persistent store would implement the same interface. `update` is the only way to change a
 * record, and runs its mutation atomically so two requests cannot both move one record out of
 * the same state (a payment handle is spent once).
 */
export interface TCollection<T extends TRecord> {
  get(id: string): Promise<T | undefined>;
  /** Adds a record; throws DuplicateRecordError when its id exists (ids double as unique keys). */
  insert(record: T): Promise<void>;
  /** Applies `mutate` to the current record and stores its answer; throws what `mutate` throws. */
  update(id: string, mutate: (current: T) => T): Promise<T>;
  find(predicate: (record: T) => boolean): Promise<T | undefined>;
  list(predicate: (record: T) => boolean): Promise<T[]>;
  delete(id: string): Promise<boolean>;
}

export interface TSandboxStore {
  collection<T extends TRecord>(name: string): TCollection<T>;
}

export class DuplicateRecordError extends Error {
  override name = 'DuplicateRecordError';
}
