/**
 * Unit tests of the account building blocks: the growing-delay throttle on a fake clock, the
 * spec §5 password rules, argon2id hashing, reset-token hashing and euro amounts.
 */
import { describe, expect, it } from 'vitest';
import {
  ARGON2_PARAMS,
  hashPassword,
  isStrongPassword,
  updatePasswordProblem,
  verifyDummyPassword,
  verifyPassword,
} from '../src/accounts/passwords.js';
import { Throttle } from '../src/accounts/throttle.js';
import { hashToken, newRandomToken } from '../src/accounts/tokens.js';
import { parseEuroAmount, requiredMessage } from '../src/accounts/service.js';

describe('Throttle', () => {
  const setup = () => {
    let now = 1_000_000;
    const clock = { now: () => now, advance: (ms: number) => void (now += ms) };
    const throttle = new Throttle({ freeAttempts: 5 }, clock.now);
    return { clock, throttle };
  };

  it('allows the free failures, then locks for 1 s, 2 s, 4 s, 8 s', () => {
    const { clock, throttle } = setup();
    for (let i = 0; i < 5; i++) throttle.fail(['k']);
    expect(throttle.retryAfterSeconds(['k'])).toBe(0);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      throttle.fail(['k']);
      const wait = throttle.retryAfterSeconds(['k']);
      waits.push(wait);
      clock.advance(wait * 1000);
      expect(throttle.retryAfterSeconds(['k'])).toBe(0);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
  });

  it('caps the lock at 15 minutes and rounds partial seconds up', () => {
    const { clock, throttle } = setup();
    for (let i = 0; i < 30; i++) throttle.fail(['k']);
    expect(throttle.retryAfterSeconds(['k'])).toBe(900);
    clock.advance(899_500);
    expect(throttle.retryAfterSeconds(['k'])).toBe(1);
  });

  it('answers the longest wait over several keys, and reset clears a key', () => {
    const { throttle } = setup();
    for (let i = 0; i < 7; i++) throttle.fail(['a']);
    for (let i = 0; i < 6; i++) throttle.fail(['b']);
    expect(throttle.retryAfterSeconds(['a', 'b'])).toBe(2);
    throttle.reset(['a']);
    expect(throttle.retryAfterSeconds(['a', 'b'])).toBe(1);
    expect(throttle.failures('a')).toBe(0);
    expect(throttle.failures('b')).toBe(6);
  });

  it('forgets a key after an hour without failures', () => {
    const { clock, throttle } = setup();
    for (let i = 0; i < 6; i++) throttle.fail(['k']);
    clock.advance(60 * 60 * 1000 + 1001);
    expect(throttle.failures('k')).toBe(0);
  });
});

describe('passwords', () => {
  it('applies the §5 rule', () => {
    expect(isStrongPassword('Str0ng!Pass')).toBe(true);
    for (const weak of [
      'Str0ng!',
      'str0ng!pass',
      'STR0NG!PASS',
      'Strong!Pass',
      'Str0ngPass',
      'Str0ng! Pass',
    ]) {
      expect(isStrongPassword(weak)).toBe(false);
    }
    expect(isStrongPassword(`Aa1!${'x'.repeat(125)}`)).toBe(false);
  });

  it('names the first broken update-password rule', () => {
    expect(updatePasswordProblem('Aa1!')).toBe('Password must be at least 8 characters long');
    expect(updatePasswordProblem('AAAA1111!')).toBe(
      'Password must contain at least one lowercase letter',
    );
    expect(updatePasswordProblem('aaaa1111!')).toBe(
      'Password must contain at least one uppercase letter',
    );
    expect(updatePasswordProblem('aaaaAAAA!')).toBe('Password must contain at least one number');
    expect(updatePasswordProblem('aaaaAAAA1')).toBe(
      'Password must contain at least one special character',
    );
    expect(updatePasswordProblem('aaaaAAAA1!')).toBeNull();
  });

  it('hashes with argon2id m=19456 t=2 p=1 and verifies', async () => {
    expect(ARGON2_PARAMS).toEqual({
      algorithm: 2,
      version: 1,
      memoryCost: 19456,
      timeCost: 2,
      parallelism: 1,
    });
    const stored = await hashPassword('Str0ng!Pass');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Str0ng!Pass')).toBe(true);
    expect(await verifyPassword(stored, 'Str0ng!Pasx')).toBe(false);
    expect(await verifyPassword('garbage', 'Str0ng!Pass')).toBe(false);
    expect(await verifyDummyPassword('anything')).toBe(false);
  });
});

describe('tokens and amounts', () => {
  it('makes 32-byte base64url reset tokens stored as SHA-256 hex', () => {
    const { token, tokenHash } = newRandomToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(tokenHash);
    expect(newRandomToken().token).not.toBe(token);
  });

  it('parses euro amounts into cents', () => {
    expect(parseEuroAmount('5000')).toBe(500000);
    expect(parseEuroAmount('5000.5')).toBe(500050);
    expect(parseEuroAmount(' 0.07 ')).toBe(7);
    expect(parseEuroAmount(12.34)).toBe(1234);
    expect(parseEuroAmount('-1')).toBeNull();
    expect(parseEuroAmount('1.234')).toBeNull();
    expect(parseEuroAmount('')).toBeNull();
    expect(parseEuroAmount(undefined)).toBeNull();
  });

  it('words the required message with spaces', () => {
    expect(requiredMessage('office_eir_code')).toBe('office eir code is required');
  });
});
