import { describe, expect, it } from 'vitest';
import { loadConfig } from '#src/config';

describe('loadConfig', () => {
  it('defaults to sandbox-only credentials that reach the casino on port 3000', () => {
    const { port, options } = loadConfig({ SANDBOX_LOG_LEVEL: 'silent' });
    expect(port).toBe(3001);
    expect(options.publicUrl).toBe('http://localhost:3001');
    const [merchant] = options.merchants;
    expect(merchant?.apiKey.startsWith('sandbox_')).toBe(true);
    expect(merchant?.publicKey.startsWith('sandbox_')).toBe(true);
    expect(merchant?.webhookSecret.startsWith('sandbox_')).toBe(true);
    expect(merchant?.webhookUrls).toEqual({
      card: 'http://localhost:3000/api/webhooks/card',
      applepay: 'http://localhost:3000/api/webhooks/applepay',
      bank: 'http://localhost:3000/api/webhooks/bank',
      skrill: 'http://localhost:3000/api/webhooks/skrill',
      payouts: 'http://localhost:3000/api/webhooks/payouts',
      identity: 'http://localhost:3000/api/webhooks/identity',
    });
    expect(merchant?.allowedOrigins).toEqual(['http://localhost:3000', 'http://localhost:5173']);
  });

  it('takes a per-provider webhook address and origins, and names a bad variable', () => {
    const { options } = loadConfig({
      SANDBOX_LOG_LEVEL: 'silent',
      SANDBOX_PORT: '3405',
      SANDBOX_WEBHOOK_URL_IDENTITY: 'https://casino.example/hooks/kyc',
      SANDBOX_ALLOWED_ORIGINS: 'https://casino.example/, https://pay.casino.example',
    });
    expect(options.merchants[0]?.webhookUrls.identity).toBe('https://casino.example/hooks/kyc');
    expect(options.merchants[0]?.allowedOrigins).toEqual([
      'https://casino.example',
      'https://pay.casino.example',
    ]);
    expect(() => loadConfig({ SANDBOX_PORT: 'ninety' })).toThrow(/SANDBOX_PORT/);
    expect(() => loadConfig({ SANDBOX_API_KEY: 'short' })).toThrow(/SANDBOX_API_KEY/);
  });
});
