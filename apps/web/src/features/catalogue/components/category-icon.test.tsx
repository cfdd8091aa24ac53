import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CategoryIcon } from '#src/features/catalogue/components/category-icon';
import { useCoinType } from '#src/stores/coin-type';

const category = { imageUrl: '/icons/slots-gc.webp', scImageUrl: '/icons/slots-sc.webp' };

describe("a category's icon", () => {
  afterEach(() => {
    cleanup();
    useCoinType.getState().setCoinType('GC');
  });

  it("follows the selected coin's theme", () => {
    useCoinType.getState().setCoinType('GC');
    const { container } = render(<CategoryIcon category={category} size={20} />);
    const icon = container.querySelector('img');
    expect(icon?.getAttribute('src')).toBe('/icons/slots-gc.webp');
    expect(icon?.getAttribute('width')).toBe('20');
    act(() => useCoinType.getState().setCoinType('SC'));
    expect(icon?.getAttribute('src')).toBe('/icons/slots-sc.webp');
  });
});
