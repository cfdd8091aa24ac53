import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { TConfig } from '#src/config';

export interface TIdentityKeys {
  /** Secret that signs identity cookies. */
  authSecret: string;
  /** Ed25519 key that signs ID tokens; its public half is published as a JWKS. */
  signingKey: KeyObject;
  verifyingKey: KeyObject;
  keyId: string;
}

interface TStoredKeys {
  authSecret: string;
  signingJwk: JsonWebKey;
  keyId: string;
}

function generateStoredKeys(): TStoredKeys {
  const { privateKey } = generateKeyPairSync('ed25519');
  return {
    authSecret: randomBytes(32).toString('base64url'),
    signingJwk: privateKey.export({ format: 'jwk' }),
    keyId: randomBytes(8).toString('hex'),
  };
}

function readOrCreate(filePath: string): TStoredKeys {
  if (fs.existsSync(filePath)) return JSON.parse(fs.readFileSync(filePath, 'utf8')) as TStoredKeys;
  const stored = generateStoredKeys();
  fs.mkdirSync(path.dirname(filePath), { recursive: true });
  // 'wx' fails if another process created the file meanwhile; then read theirs.
  try {
    fs.writeFileSync(filePath, JSON.stringify(stored), { mode: 0o600, flag: 'wx' });
    return stored;
  } catch {
    return JSON.parse(fs.readFileSync(filePath, 'utf8')) as TStoredKeys;
  }
}

/**
 * Keys are generated on first start and kept in DATA_DIR/identity/keys.json (mode 600), so
 * sessions and tokens survive restarts. Tests keep them in memory. AUTH_SECRET overrides the
 * stored cookie secret (several servers behind a load balancer share it and the key file).
 */
export function loadIdentityKeys(config: TConfig): TIdentityKeys {
  const stored = config.isTest
    ? generateStoredKeys()
    : readOrCreate(path.join(config.dataDir, 'identity', 'keys.json'));
  const signingKey = createPrivateKey({ key: stored.signingJwk, format: 'jwk' });
  return {
    authSecret: config.AUTH_SECRET ?? stored.authSecret,
    signingKey,
    verifyingKey: createPublicKey(signingKey),
    keyId: stored.keyId,
  };
}
