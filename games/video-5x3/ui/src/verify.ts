// The verifier bundle: the one place a browser runs game math, to recompute rounds from their
// revealed seeds (docs/decisions/061).
import '@casino/slot-ui/slot.css';
import { asStudioMath, verifyRecordedRound, type TStudioGameMath } from '@casino/game-engine';
import { videoGame } from '@casino/game-video-5x3';
import { startVerifierPage } from '@casino/slot-ui';

const math = asStudioMath(videoGame) as TStudioGameMath<unknown, unknown>;

void startVerifierPage({
  title: 'Crown Jewels',
  verify: (data) => verifyRecordedRound(math, data),
});
