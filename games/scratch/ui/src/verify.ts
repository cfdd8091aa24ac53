// The verifier bundle: the one place a browser runs game math, to recompute rounds from their
// revealed seeds (docs/decisions/061).
import '@casino/slot-ui/slot.css';
import { verifyRecordedRound } from '@casino/game-engine';
import { scratchMath } from '@casino/game-scratch';
import { startVerifierPage } from '@casino/slot-ui';

void startVerifierPage({
  title: 'SCRATCHCROWN',
  verify: (data) => verifyRecordedRound(scratchMath, data),
});
