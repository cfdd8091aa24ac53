import '#src/features/rewards/components/rewards.css';
import type { ComponentType } from 'react';

/** What every Rewards section receives from the page. */
export interface TRewardsSectionProps {
  /** Call after anything the section paid, so the wallet is read again. */
  onWalletChanged: () => void;
}

/**
 * One section of the Rewards page: a component of any feature, composed in app/. It renders an
 * `h2` title and its content (the page gives it the card look), or nothing when it has nothing
 * to offer (the card is then not shown).
 */
export interface TRewardsSection {
  id: string;
  Section: ComponentType<TRewardsSectionProps>;
}

/**
 * The Rewards full-page dialog's body: the sections in the order given, each in its card.
 * Adding a reward (invite friends, mail-in entry, …) is one more entry in the list.
 */
export function RewardsPage({
  sections,
  onWalletChanged,
}: {
  sections: readonly TRewardsSection[];
  onWalletChanged: () => void;
}) {
  return (
    <ul className="rewards-page" data-testid="rewards-page">
      {sections.map(({ id, Section }) => (
        <li key={id} className="rewards-page__section" data-section={id}>
          <Section onWalletChanged={onWalletChanged} />
        </li>
      ))}
    </ul>
  );
}
