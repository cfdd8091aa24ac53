// The verifier bundle: the one place a browser runs game math, to recompute rounds from their
// revealed seeds (docs/decisions/061).
import '@casino/slot-ui/slot.css';
import { verifyRecordedRound, type TStudioGameMath } from '@casino/game-engine';
import { wheelMath } from '@casino/game-wheel';
import { startVerifierPage } from '@casino/slot-ui';

const math = wheelMath as TStudioGameMath<unknown, unknown>;

void startVerifierPage({
  title: 'WHEEL PRIZE',
  verify: (data) => verifyRecordedRound(math, data),
});
