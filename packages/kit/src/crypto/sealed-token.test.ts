import { z } from 'zod';
import { ConfigError, loadConfig } from '../config';
import { SealedTokenError, TokenSeal, tokenKey } from './sealed-token';
import {
  LOCAL_NOTIFICATION_TOKEN_KEY,
  localTokenSeal,
  notificationTokenKeyGuard,
  tokenOpeningConfigShape,
  tokenSealFromConfig,
} from './token-seal-config';

const TOKEN = 'q9Zt3xV7cKpLm2Ns8RfWb4YhJd6Ue1Ao5GiTz0Xk3Cw';
const current = tokenKey('current-notification-token-key-0123456789');
const previous = tokenKey('previous-notification-token-key-0123456789');

describe('sealed tokens', () => {
  it('seals into v1.<kid>.<iv>.<ciphertext>.<tag> that does not contain the token, and opens back', () => {
    const seal = new TokenSeal(current);
    const sealed = seal.seal(TOKEN);
    expect(sealed).toMatch(/^v1\.[\w-]{8}\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
    expect(sealed.split('.')[1]).toBe(current.id);
    expect(sealed).not.toContain(TOKEN);
    expect(Buffer.from(sealed.split('.')[3]!, 'base64url').toString('latin1')).not.toContain(TOKEN);
    expect(seal.seal(TOKEN)).not.toBe(sealed);
    expect(seal.open(sealed)).toBe(TOKEN);
  });

  it('opens what the previous key sealed during a rotation, and only with that key present', () => {
    const sealedBefore = new TokenSeal(previous).seal(TOKEN);
    expect(new TokenSeal(current, [previous]).open(sealedBefore)).toBe(TOKEN);
    expect(() => new TokenSeal(current).open(sealedBefore)).toThrow(
      new SealedTokenError('was sealed with a key this service does not hold'),
    );
  });

  it('refuses a tampered value, another key id in the header, and values not in the form', () => {
    const seal = new TokenSeal(current, [previous]);
    const [version, kid, iv, ciphertext, tag] = seal.seal(TOKEN).split('.') as string[];
    const flipped = Buffer.from(ciphertext!, 'base64url');
    flipped[0]! ^= 1;
    const refusals = [
      [version, kid, iv, flipped.toString('base64url'), tag].join('.'),
      [version, previous.id, iv, ciphertext, tag].join('.'),
      TOKEN,
      `v2.${kid}.${iv}.${ciphertext}.${tag}`,
      `v1.${kid}.${iv}.${ciphertext}.AAAA`,
    ];
    for (const value of refusals) {
      expect(() => seal.open(value)).toThrow(SealedTokenError);
      try {
        seal.open(value);
      } catch (error) {
        expect((error as Error).message).not.toContain(ciphertext!);
      }
    }
  });

  it('derives a key only from a secret of at least 32 characters', () => {
    expect(() => tokenKey('short')).toThrow(/at least 32 characters/);
    expect(tokenKey('current-notification-token-key-0123456789')).toEqual(current);
  });
});

describe('token seal configuration', () => {
  const shape = { SERVICE_NAME: z.string(), ...tokenOpeningConfigShape };
  const load = (env: NodeJS.ProcessEnv) =>
    loadConfig(shape, { SERVICE_NAME: 'x', ...env }, [notificationTokenKeyGuard]);

  it('falls back to the local key, which every service then shares', () => {
    const config = load({ NOTIFICATION_TOKEN_KEY: '', NOTIFICATION_TOKEN_EXTRA_KEYS: '' });
    expect(config.NOTIFICATION_TOKEN_KEY).toBeUndefined();
    expect(tokenSealFromConfig(config).open(localTokenSeal().seal(TOKEN))).toBe(TOKEN);
  });

  it('opens with the extra keys but seals with the current one', () => {
    const config = load({
      NOTIFICATION_TOKEN_KEY: 'current-notification-token-key-0123456789',
      NOTIFICATION_TOKEN_EXTRA_KEYS: 'previous-notification-token-key-0123456789, ',
    });
    const seal = tokenSealFromConfig(config);
    expect(seal.open(new TokenSeal(previous).seal(TOKEN))).toBe(TOKEN);
    expect(seal.seal(TOKEN).split('.')[1]).toBe(current.id);
  });

  it('refuses short keys, and the local or no key in production unless sample secrets are allowed', () => {
    expect(() => load({ NOTIFICATION_TOKEN_KEY: 'short' })).toThrow(
      /NOTIFICATION_TOKEN_KEY: must be at least 32/,
    );
    expect(() => load({ NOTIFICATION_TOKEN_EXTRA_KEYS: 'short' })).toThrow(/NOTIFICATION_TOKEN_EXTRA_KEYS/);
    for (const key of [undefined, LOCAL_NOTIFICATION_TOKEN_KEY]) {
      expect(() => load({ NODE_ENV: 'production', NOTIFICATION_TOKEN_KEY: key })).toThrow(ConfigError);
      expect(() => load({ NODE_ENV: 'production', NOTIFICATION_TOKEN_KEY: key })).toThrow(
        /NOTIFICATION_TOKEN_KEY: refused with NODE_ENV=production/,
      );
      expect(
        load({ NODE_ENV: 'production', ALLOW_SAMPLE_SECRETS: 'true', NOTIFICATION_TOKEN_KEY: key }),
      ).toBeDefined();
    }
    const real = 'a-real-notification-token-key-of-32-or-more';
    expect(load({ NODE_ENV: 'production', NOTIFICATION_TOKEN_KEY: real }).NOTIFICATION_TOKEN_KEY).toBe(real);
  });
});
