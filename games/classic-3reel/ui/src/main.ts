import '@casino/slot-ui/slot.css';
import { barArt, cherryArt, crownArt, sevenArt, startSlotFrame } from '@casino/slot-ui';
import './theme.css';

void startSlotFrame({
  engineKey: 'classic-3reel',
  art: {
    crown: crownArt(),
    seven: sevenArt(),
    bar3: barArt(3),
    bar2: barArt(2),
    bar1: barArt(1),
    anyBar: barArt(2),
    cherry: cherryArt(),
    blank: '',
  },
  symbolNames: {
    crown: 'Crown (wild)',
    seven: 'Red Seven',
    bar3: 'Triple Bar',
    bar2: 'Double Bar',
    bar1: 'Single Bar',
    anyBar: 'Any Bars',
    cherry: 'Cherry',
  },
});
