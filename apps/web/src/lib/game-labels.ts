import type { TGameLabel } from '@casino/contracts';
import type { TCoinType } from '@casino/money';
import type { TGameTileLabel } from '@casino/ui';

/** Tag labels take the style of the current coin theme; icon labels show their image. */
export function toTileLabels(labels: TGameLabel[], coinType: TCoinType): TGameTileLabel[] {
  return labels.map((label) => {
    if ('iconSrc' in label)
      return { key: `icon-${label.id}`, text: label.name, iconSrc: label.iconSrc };
    const style = coinType === 'GC' ? label.gcStyle : label.scStyle;
    return {
      key: `tag-${label.id}`,
      text: label.name,
      style: { backgroundColor: style.backgroundColor, color: style.textColor },
    };
  });
}
