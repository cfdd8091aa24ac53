import { loadConfig } from '#src/config';
import { buildSandbox } from '#src/sandbox';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildSandbox(config.options);
  const { logger } = config.options;

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    logger.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const [merchant] = config.options.merchants;
  const lines = [
    '',
    `  Provider sandbox (card, applepay, bank, skrill, payouts, identity) at ${config.options.publicUrl}`,
    '  State is in memory: a restart forgets sessions, payments and applicants.',
  ];
  if (merchant) {
    lines.push(
      `  Merchant ${merchant.id}; webhooks to ${merchant.webhookUrls.card.replace(/\/card$/, '/<provider>')}`,
      `  Test cards: ${config.options.publicUrl}/card/test-cards`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`The provider sandbox failed to start: ${String(error)}\n`);
  if (error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
  process.exit(1);
});
