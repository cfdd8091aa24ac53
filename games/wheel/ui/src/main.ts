import '@casino/instant-ui/instant.css';
import { startInstantFrame } from '@casino/instant-ui';
import { mountWheel } from '#src/wheel-game';
import './wheel.css';

void startInstantFrame({
  engineKey: 'wheel',
  playLabel: 'Spin',
  hasAutoplay: true,
  mount: mountWheel,
});
