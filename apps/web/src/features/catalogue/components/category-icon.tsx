import type { TSubCategory } from '@casino/contracts';
import { useCoinType } from '#src/stores/coin-type';

/** A category's icon in the selected coin's theme: gold for GC, green (scImageUrl) for SC. */
export function CategoryIcon({
  category,
  size,
}: {
  category: Pick<TSubCategory, 'imageUrl' | 'scImageUrl'>;
  size: number;
}) {
  const coinType = useCoinType((state) => state.coinType);
  const src = coinType === 'SC' ? category.scImageUrl : category.imageUrl;
  return <img src={src} alt="" width={size} height={size} />;
}
