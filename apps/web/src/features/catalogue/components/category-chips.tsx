import type { TSubCategory } from '@casino/contracts';
import { Chip, IconButton } from '@casino/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMeasureAfterLayout } from '#src/hooks/use-measure-after-layout';
import { CategoryIcon } from '#src/features/catalogue/components/category-icon';

/** Spec §9: the chip arrows move 300 px. */
export const CHIPS_SCROLL_STEP_PX = 300;

export interface TCategoryChipsProps {
  categories: TSubCategory[];
  selectedSlug: string | null;
  onSelect: (slug: string | null) => void;
}

/** 'All games' first, then the categories flagged showInHeader. */
export function CategoryChips({ categories, selectedSlug, onSelect }: TCategoryChipsProps) {
  const { t } = useTranslation();
  const scrollerRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ canScrollLeft: false, canScrollRight: false });

  const measure = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const canScrollLeft = scroller.scrollLeft > 1;
    const canScrollRight = scroller.scrollLeft + scroller.clientWidth < scroller.scrollWidth - 1;
    setEdges((current) =>
      current.canScrollLeft === canScrollLeft && current.canScrollRight === canScrollRight
        ? current
        : { canScrollLeft, canScrollRight },
    );
  }, []);

  useMeasureAfterLayout(scrollerRef, measure, categories.length);

  const scrollBy = (direction: 1 | -1) =>
    scrollerRef.current?.scrollBy({ left: direction * CHIPS_SCROLL_STEP_PX, behavior: 'smooth' });

  const headerCategories = categories.filter((category) => category.showInHeader);
  return (
    <div className="chips-bar" role="group" aria-label={t('lobby.categoriesLabel')}>
      <IconButton
        label={t('lobby.scrollLeft')}
        disabled={!edges.canScrollLeft}
        onClick={() => scrollBy(-1)}
        className="chips-bar__arrow"
      >
        <ChevronLeft size={20} aria-hidden="true" />
      </IconButton>
      <ul ref={scrollerRef} className="chips-bar__list" role="list" onScroll={measure}>
        <li>
          <Chip isSelected={selectedSlug === null} onClick={() => onSelect(null)}>
            {t('lobby.allGames')}
          </Chip>
        </li>
        {headerCategories.map((category) => (
          <li key={category.masterGameSubCategoryId}>
            <Chip
              isSelected={selectedSlug === category.slug}
              onClick={() => onSelect(category.slug)}
            >
              <CategoryIcon category={category} size={20} />
              {category.name.EN}
            </Chip>
          </li>
        ))}
      </ul>
      <IconButton
        label={t('lobby.scrollRight')}
        disabled={!edges.canScrollRight}
        onClick={() => scrollBy(1)}
        className="chips-bar__arrow"
      >
        <ChevronRight size={20} aria-hidden="true" />
      </IconButton>
    </div>
  );
}
