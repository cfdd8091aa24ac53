import '@casino/instant-ui/instant.css';
import { startInstantFrame } from '@casino/instant-ui';
import { mountPlinko } from '#src/plinko-game';
import './plinko.css';

void startInstantFrame({
  engineKey: 'plinko',
  playLabel: 'Drop',
  hasAutoplay: true,
  mount: mountPlinko,
});
