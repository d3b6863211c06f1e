import { describe, expect, it } from 'vitest';
import { signedOutMessage, signedOutState } from './signed-out';

describe('signedOutMessage', () => {
  it('says why the panel signed someone out', () => {
    expect(signedOutMessage(signedOutState({ reason: 'idle', idleMinutes: 15 }))).toBe(
      'You were signed out after 15 minutes without activity, to keep the admin panel safe. Sign in again to continue.',
    );
    expect(signedOutMessage(signedOutState({ reason: 'lifetime' }))).toMatch(/reached its time limit/);
    expect(signedOutMessage(signedOutState({ reason: 'ended' }))).toMatch(/has ended/);
  });

  it('says nothing for a plain visit or a state it does not know', () => {
    expect(signedOutMessage(null)).toBeNull();
    expect(signedOutMessage(undefined)).toBeNull();
    expect(signedOutMessage({ signedOut: { reason: 'other' } })).toBeNull();
    expect(signedOutMessage('idle')).toBeNull();
  });
});
