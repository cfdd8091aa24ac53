import '@casino/instant-ui/instant.css';
import { startInstantFrame } from '@casino/instant-ui';
import { mountMines } from '#src/mines-game';
import './mines.css';

void startInstantFrame({
  engineKey: 'mines',
  playLabel: 'Bet',
  // Every pick is the player's own choice, step by step: there is nothing to play by itself.
  hasAutoplay: false,
  mount: mountMines,
});
