import { createLocalJWKSet } from 'jose';
import { type AuthContext, UniqueConstraintError } from '../../plugin/index.js';
import {
  generateKeyRow,
  importSigningKey,
  type JwksRow,
  type KeyStoreJWK,
  readPublicJWK,
  successorRowId,
} from './keys.js';
import type { JwtAlgorithm, ResolvedJwtOptions } from './options.js';

/**
 * How long, in milliseconds, the keys read from the database are trusted before they are read
 * again. Within one process the cache is exact; the re-read lets several app instances that
 * share a database converge on the same signing key and learn each other's new public keys.
 */
export const KEY_CACHE_TTL_MS = 60_000;

/** Forced re-reads (an unknown `kid` in `verifyJWT`) are at most this often, in milliseconds. */
const FORCED_RELOAD_COOLDOWN_MS = 30_000;

/** Rows read per load: far more than rotation ever keeps alive. */
const MAX_KEYS = 100;

interface CachedKey {
  row: JwksRow;
  jwk: KeyStoreJWK;
}

interface Snapshot {
  /** Newest first. */
  keys: CachedKey[];
  loadedAtMs: number;
}

/** The signing key of the moment. */
export interface SigningKey {
  kid: string;
  alg: JwtAlgorithm;
  privateKey: CryptoKey;
}

/** The keys of one instance: read once, cached, generated when needed. */
export interface KeyStore {
  /** The key that signs now; made (once) when there is none or the newest is due for rotation. */
  signingKey(): Promise<SigningKey>;
  /** The public keys `/jwks` publishes now: the signer and every key whose tokens may live. */
  publicKeys(options?: { refresh?: boolean }): Promise<KeyStoreJWK[]>;
  /** A jose key resolver over {@link KeyStore.publicKeys}, rebuilt only when they change. */
  localKeySet(options?: { refresh?: boolean }): Promise<ReturnType<typeof createLocalJWKSet>>;
}

/**
 * Builds the key store of one instance (see {@link KeyStore}).
 *
 * - Lazy: nothing is read or generated until a route needs a key.
 * - Single-flight: concurrent first requests share one load, so exactly one key is generated.
 *   Across instances, the new key's row id is {@link successorRowId} of the newest row: instances
 *   that race insert the same primary key, one insert wins, and all sign with (and publish) that
 *   one key, under the random `kid` it was made with.
 * - Cached: keys are re-read only after {@link KEY_CACHE_TTL_MS}, at rotation, or (rate-limited)
 *   when asked to refresh; private keys are decrypted and imported once per key.
 * - Rotation: a key older than `rotationInterval` no longer signs; its public key is published
 *   until `rotationInterval + expirationTime` after its creation, when its last token expires.
 */
export function createKeyStore(context: AuthContext, options: ResolvedJwtOptions): KeyStore {
  let snapshot: Snapshot | undefined;
  let loading: Promise<Snapshot> | undefined;
  const privateKeys = new Map<string, Promise<CryptoKey>>();
  let keySet: { signature: string; resolve: ReturnType<typeof createLocalJWKSet> } | undefined;

  const rotationMs =
    options.rotationIntervalSeconds === undefined
      ? undefined
      : options.rotationIntervalSeconds * 1000;
  const retentionMs =
    rotationMs === undefined ? undefined : rotationMs + options.expirationTimeSeconds * 1000;

  const canSign = (key: CachedKey, now: number) =>
    key.jwk.alg === options.alg &&
    (rotationMs === undefined || now - key.row.createdAt.getTime() < rotationMs);
  const signer = (keys: CachedKey[], now: number) => keys.find((key) => canSign(key, now));

  async function readKeys(): Promise<CachedKey[]> {
    const rows = await context.adapter.findMany<JwksRow>({
      model: 'jwks',
      sortBy: { field: 'createdAt', direction: 'desc' },
      limit: MAX_KEYS,
    });
    const keys: CachedKey[] = [];
    for (const row of rows) {
      const jwk = readPublicJWK(row);
      if (jwk) keys.push({ row, jwk });
      else context.logger.error(`jwt(): jwks row "${row.id}" has no usable public key; skipped.`);
    }
    // Ties broken by id, so every instance ranks the same rows the same way.
    return keys.sort(
      (a, b) =>
        b.row.createdAt.getTime() - a.row.createdAt.getTime() ||
        (a.row.id < b.row.id ? 1 : a.row.id > b.row.id ? -1 : 0),
    );
  }

  async function load(): Promise<Snapshot> {
    let keys = await readKeys();
    if (!signer(keys, Date.now())) {
      const row = await generateKeyRow({
        alg: options.alg,
        modulusLength: options.modulusLength,
        secret: context.secret,
        encrypt: options.encryptPrivateKey,
      });
      // Every instance names the next row alike; the first insert wins, the others re-read it.
      const id = successorRowId(context.secret, keys[0]?.row.id ?? null, options.alg);
      try {
        await context.adapter.create({
          model: 'jwks',
          data: { id, ...row, createdAt: new Date() },
        });
      } catch (error) {
        if (!(error instanceof UniqueConstraintError)) throw error;
      }
      keys = await readKeys();
    }
    // By kid, not row id: a row deleted and made again under the same id holds another key.
    for (const kid of privateKeys.keys()) {
      if (!keys.some((key) => key.jwk.kid === kid)) privateKeys.delete(kid);
    }
    snapshot = { keys, loadedAtMs: Date.now() };
    return snapshot;
  }

  function current(force = false): Promise<Snapshot> {
    const now = Date.now();
    const age = snapshot ? now - snapshot.loadedAtMs : Number.POSITIVE_INFINITY;
    const fresh =
      snapshot &&
      age < KEY_CACHE_TTL_MS &&
      !(force && age >= FORCED_RELOAD_COOLDOWN_MS) &&
      signer(snapshot.keys, now);
    if (fresh) return Promise.resolve(snapshot!);
    loading ??= load().finally(() => {
      loading = undefined;
    });
    return loading;
  }

  async function publicKeys(opts: { refresh?: boolean } = {}): Promise<KeyStoreJWK[]> {
    const { keys } = await current(opts.refresh);
    const now = Date.now();
    const active = signer(keys, now);
    return keys
      .filter(
        (key) =>
          key === active ||
          retentionMs === undefined ||
          now - key.row.createdAt.getTime() < retentionMs,
      )
      .map((key) => key.jwk);
  }

  return {
    async signingKey() {
      const key = signer((await current()).keys, Date.now());
      if (!key) throw new Error('[portcullis] jwt(): no signing key could be made.');
      const { kid, alg } = key.jwk;
      let privateKey = privateKeys.get(kid);
      if (!privateKey) {
        privateKey = importSigningKey(context.secret, key.row, alg);
        privateKeys.set(kid, privateKey);
        // A failure is not cached: the next request tries again (and logs again).
        privateKey.catch(() => privateKeys.delete(kid));
      }
      return { kid, alg, privateKey: await privateKey };
    },
    publicKeys,
    async localKeySet(opts) {
      const keys = await publicKeys(opts);
      const signature = keys.map((key) => key.kid).join(',');
      if (keySet?.signature !== signature) {
        keySet = { signature, resolve: createLocalJWKSet({ keys }) };
      }
      return keySet.resolve;
    },
  };
}
