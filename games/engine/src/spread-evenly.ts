/**
 * Interleaves groups evenly: a group of `count` items sits at the ideal positions
 * (i + ½) · total / count, all merged by position (earlier groups first on ties). Used to lay
 * out reel strips and wheel rims so equal symbols spread out instead of clumping; deterministic.
 */
export function spreadEvenly<TValue>(groups: readonly (readonly [TValue, number])[]): TValue[] {
  const total = groups.reduce((sum, [, count]) => sum + count, 0);
  return groups
    .flatMap(([value, count], group) =>
      Array.from({ length: count }, (_, index) => ({
        position: ((index + 0.5) * total) / count,
        group,
        value,
      })),
    )
    .sort((left, right) => left.position - right.position || left.group - right.group)
    .map((item) => item.value);
}
