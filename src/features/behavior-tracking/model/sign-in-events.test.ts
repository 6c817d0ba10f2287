import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { checkDistributionFx, loginFx, verifyCodeFx, type AuthSession, type VerifyCodeResponse } from '@/entities/session';
import { connectBehaviorSink, type BehaviorEvent } from '@/shared/analytics';
import './sign-in-events';

const session = {
  token: 'token-1',
  user: { _id: '65f0c0ffee00000000000001', email: 'artist@demo.test', roles: [], artists: [], permissions: { isDistributed: false } },
} as unknown as AuthSession;

function record() {
  connectBehaviorSink(() => undefined)(); // whatever was recorded before
  const events: BehaviorEvent[] = [];
  const disconnect = connectBehaviorSink((event) => events.push(event));
  return { events, disconnect };
}

describe('sign-in events', () => {
  it('records a sign-in with a password, and never who it was', async () => {
    const { events, disconnect } = record();
    const scope = fork({ handlers: [[loginFx, () => session], [checkDistributionFx, () => false]] });
    await allSettled(loginFx, { scope, params: { email: 'artist@demo.test', password: 'demo-password' } });
    disconnect();
    expect(events.map(({ type, name, properties }) => ({ type, name, properties }))).toEqual([
      { type: 'custom', name: 'sign_in', properties: { method: 'password' } },
    ]);
    expect(JSON.stringify(events)).not.toContain('artist@demo.test');
  });

  it('records a sign-in by email code only when it opened a session', async () => {
    const { events, disconnect } = record();
    const refused = fork({ handlers: [[verifyCodeFx, (): VerifyCodeResponse => ({ success: false }) as VerifyCodeResponse]] });
    await allSettled(verifyCodeFx, { scope: refused, params: { email: 'a@b.test', code: '123456' } });
    const accepted = fork({
      handlers: [[verifyCodeFx, (): VerifyCodeResponse => ({ success: true, ...session }) as VerifyCodeResponse]],
    });
    await allSettled(verifyCodeFx, { scope: accepted, params: { email: 'a@b.test', code: '123456' } });
    disconnect();
    expect(events.map(({ name, properties }) => ({ name, properties }))).toEqual([{ name: 'sign_in', properties: { method: 'code' } }]);
  });
});
