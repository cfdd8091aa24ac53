// The verifier bundle: the one place a browser runs game math, to recompute rounds from their
// revealed seeds (docs/decisions/061).
import '@casino/slot-ui/slot.css';
import { asStudioMath, verifyRecordedRound, type TStudioGameMath } from '@casino/game-engine';
import { classicGame } from '@casino/game-classic-3reel';
import { startVerifierPage } from '@casino/slot-ui';

const math = asStudioMath(classicGame) as TStudioGameMath<unknown, unknown>;

void startVerifierPage({
  title: 'Crown Classic',
  verify: (data) => verifyRecordedRound(math, data),
});
