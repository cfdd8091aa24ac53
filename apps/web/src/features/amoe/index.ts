export { AmoePanel } from '#src/features/amoe/components/amoe-panel';
