// The verifier bundle: the one place a browser runs game math, to recompute rounds from their
// revealed seeds (docs/decisions/061).
import '@casino/slot-ui/slot.css';
import { verifyRecordedRound, type TStudioGameMath } from '@casino/game-engine';
import { cascadeMath } from '@casino/game-ways-243-cascade';
import { startVerifierPage } from '@casino/slot-ui';

const math = cascadeMath as TStudioGameMath<unknown, unknown>;

void startVerifierPage({
  title: 'Tumbling Ways',
  verify: (data) => verifyRecordedRound(math, data),
});
