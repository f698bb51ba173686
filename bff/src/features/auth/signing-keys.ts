import { createHash, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

export interface SigningKey {
  kid: string;
  secret: Uint8Array;
}

export interface SigningKeys {
  /** Signs new tokens. */
  current: SigningKey;
  /** Every key a token may name in its kid header: the current one and the one being rotated out. */
  byKid: ReadonlyMap<string, SigningKey>;
}

const keyFileSchema = z.object({ keys: z.array(z.object({ kid: z.string().min(1), secret: z.string().min(43) })).min(1) });

const fromSecret = (secret: string): SigningKey => ({
  // The kid is derived from the secret, so moving JWT_SECRET to JWT_SECRET_PREVIOUS keeps old tokens resolvable.
  kid: createHash('sha256').update(secret).digest('base64url').slice(0, 16),
  secret: new TextEncoder().encode(secret),
});

function keySet(keys: SigningKey[]): SigningKeys {
  return { current: keys[0]!, byKid: new Map(keys.map((k) => [k.kid, k])) };
}

/** A throwaway key: sessions die with the process. For tests and tools that never sign anyone in for real. */
export function ephemeralSigningKeys(): SigningKeys {
  return keySet([{ kid: randomBytes(8).toString('base64url'), secret: randomBytes(32) }]);
}

/**
 * Keys from JWT_SECRET (and JWT_SECRET_PREVIOUS); without them, from DATA_DIR/jwt-keys.json,
 * created on first start (mode 0600). Every bff instance must see the same secret: with more
 * than one instance, set JWT_SECRET or share DATA_DIR.
 */
export async function loadSigningKeys(options: { jwtSecret?: string | undefined; jwtSecretPrevious?: string | undefined; dataDir: string }): Promise<SigningKeys> {
  if (options.jwtSecret) {
    const keys = [fromSecret(options.jwtSecret)];
    if (options.jwtSecretPrevious) keys.push(fromSecret(options.jwtSecretPrevious));
    return keySet(keys);
  }
  const file = path.join(options.dataDir, 'jwt-keys.json');
  await mkdir(options.dataDir, { recursive: true });
  const fresh = { keys: [{ kid: randomBytes(8).toString('base64url'), secret: randomBytes(32).toString('base64url') }] };
  try {
    // 'wx': two processes starting at once must not overwrite each other's key.
    await writeFile(file, `${JSON.stringify(fresh, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  await chmod(file, 0o600).catch(() => {});
  const parsed = keyFileSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  return keySet(parsed.keys.map((k) => ({ kid: k.kid, secret: Buffer.from(k.secret, 'base64url') })));
}
