import '@casino/slot-ui/slot.css';
import {
  bellArt,
  crownArt,
  diamondArt,
  letterArt,
  rubyArt,
  scatterArt,
  startSlotFrame,
  wildArt,
} from '@casino/slot-ui';
import './theme.css';

void startSlotFrame({
  engineKey: 'video-5x3',
  art: {
    wild: wildArt(),
    scatter: scatterArt(),
    crown: crownArt(),
    diamond: diamondArt(),
    bell: bellArt(),
    ruby: rubyArt(),
    ace: letterArt('A', '#ffe27a', '#e07b00'),
    king: letterArt('K', '#9be7ff', '#1f6fd1'),
    queen: letterArt('Q', '#ffb3e6', '#c2187a'),
    jack: letterArt('J', '#b6ff9e', '#2e9d2e'),
    ten: letterArt('10', '#ffd0a0', '#c25b00'),
  },
  symbolNames: {
    wild: 'Wild',
    scatter: 'Bonus (scatter)',
    crown: 'Crown',
    diamond: 'Diamond',
    bell: 'Bell',
    ruby: 'Ruby',
    ace: 'Ace',
    king: 'King',
    queen: 'Queen',
    jack: 'Jack',
    ten: 'Ten',
  },
});
