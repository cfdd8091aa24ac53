import { useWalletSocket } from '#src/features/wallet/hooks/use-wallet-socket';

/** Renders nothing; keeps the wallet socket alive while mounted (composed in the header). */
export function WalletRealtime() {
  useWalletSocket();
  return null;
}
