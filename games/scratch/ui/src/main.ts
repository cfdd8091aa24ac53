import '@casino/instant-ui/instant.css';
import { startInstantFrame } from '@casino/instant-ui';
import { mountScratch } from '#src/scratch-game';
import './scratch.css';

void startInstantFrame({
  engineKey: 'scratch',
  playLabel: 'Buy ticket',
  // Autoplay buys tickets and reveals each one by itself.
  hasAutoplay: true,
  mount: mountScratch,
});
