export { GameStage } from '#src/features/game/components/game-stage';
