import { conflict } from '#src/lib/errors';
import { DuplicateRecordError, type TRecord, type TSandboxStore } from '#src/store/store';

/**
 * Reserves a merchant's reference (merchantRefNum) within one kind of record, atomically: the
 * second of two concurrent requests with the same reference gets a 409 instead of a twin.
 * Answers a release function for when the request fails before anything was recorded.
 */
export async function reserveReference(
  store: TSandboxStore,
  kind: string,
  merchantId: string,
  reference: string,
): Promise<() => Promise<void>> {
  const references = store.collection<TRecord>('references');
  const id = `${kind}:${merchantId}:${reference}`;
  try {
    await references.insert({ id, merchantId });
  } catch (error) {
    if (error instanceof DuplicateRecordError) {
      throw conflict(`merchantRefNum ${reference} is already used by another request`);
    }
    throw error;
  }
  return async () => {
    await references.delete(id);
  };
}
