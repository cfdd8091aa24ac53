// The verifier bundle: the one place a browser runs game math, to recompute rounds from their
// revealed seeds (docs/decisions/061).
import '@casino/slot-ui/slot.css';
import { verifyRecordedRound, type TStudioGameMath } from '@casino/game-engine';
import { holdAndWinMath } from '@casino/game-hold-and-win';
import { startVerifierPage } from '@casino/slot-ui';

const math = holdAndWinMath as TStudioGameMath<unknown, unknown>;

void startVerifierPage({
  title: 'Hold & Win',
  verify: (data) => verifyRecordedRound(math, data),
});
