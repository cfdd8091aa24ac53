/**
 * Tests read answers field by field and assert on each, so the JSON is loosely typed here
 * (fetch types it as unknown).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type TLoose = any;

export async function read(response: Response): Promise<TLoose> {
  return response.json();
}
