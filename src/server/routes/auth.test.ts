import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '@/server/db/schema';
import { createUser } from '@/server/core/users/create-user';
import { secureSessionCookieName, sessionCookieName } from '@/server/http/authenticate';
import {
  createTestApp,
  sessionCookieFrom,
  signInNewAdviser,
  type TestApp,
} from '@/server/test-support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('sign-in', () => {
  it('answers 401 to the session check when signed out', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('signs in, sets a safe cookie, and returns the user', async () => {
    await createUser({
      db: testApp.db,
      email: 'Jane.Adviser@Example.com.au',
      name: 'Jane Adviser',
      password: 'a long enough password',
      subscriptionTier: 'enterprise',
      practiceName: 'Harbour Wealth',
    });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'jane.adviser@example.com.au', password: 'a long enough password' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      name: 'Jane Adviser',
      email: 'jane.adviser@example.com.au',
      picture: null,
      subscriptionTier: 'enterprise',
      practiceName: 'Harbour Wealth',
    });
    expect(response.json().user).not.toHaveProperty('passwordHash');
    const cookie = response.cookies.find((c) => c.name === sessionCookieName);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();

    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: sessionCookieFrom(response) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'jane.adviser@example.com.au' });
  });

  it('marks the cookie Secure when served over HTTPS behind a trusted proxy', async () => {
    const secureApp = await createTestApp({ trustProxy: 1 });
    try {
      const adviser = await signInNewAdviser(secureApp);
      const response = await secureApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email: adviser.email, password: adviser.password },
      });
      const cookie = response.cookies.find((c) => c.name === secureSessionCookieName);
      expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true });
      expect(cookie?.domain).toBeUndefined();
      // The session works over HTTPS under its prefixed name.
      const me = await secureApp.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { 'x-forwarded-proto': 'https', cookie: `${secureSessionCookieName}=${cookie?.value}` },
      });
      expect(me.statusCode).toBe(200);
    } finally {
      await secureApp.close();
    }
  });

  it('stores only a hash of the session token', async () => {
    const adviser = await signInNewAdviser(testApp);
    const token = adviser.cookie.split('=')[1] ?? '';
    const rows = await testApp.db.select().from(sessions).where(eq(sessions.userId, adviser.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.sid).not.toBe(token);
  });

  it('gives a new session id on every sign-in and ends the old one', async () => {
    const adviser = await signInNewAdviser(testApp);
    const again = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: adviser.cookie },
      payload: { email: adviser.email, password: adviser.password },
    });
    const newCookie = sessionCookieFrom(again);
    expect(newCookie).not.toBe(adviser.cookie);
    const old = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: adviser.cookie },
    });
    expect(old.statusCode).toBe(401);
  });

  it('rejects a wrong password with the message the sign-in toast shows', async () => {
    const adviser = await signInNewAdviser(testApp);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: adviser.email, password: 'wrong password' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Invalid email or password' });
  });

  it('requires both fields', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/required/);
  });

  it('slows repeated failures and then refuses the address for a while', async () => {
    const adviser = await signInNewAdviser(testApp);
    const attempt = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: adviser.email, password: 'not the password' },
      });
    const started = Date.now();
    for (let i = 0; i < 5; i += 1) expect((await attempt()).statusCode).toBe(401);
    // 0 + 250 + 500 + 750 + 1000 ms of added delay
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_400);

    const locked = await attempt();
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed sign-in attempts/);
    const evenCorrect = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: adviser.email, password: adviser.password },
    });
    expect(evenCorrect.statusCode).toBe(429);
  });

  it('signs out: the session is deleted and the cookie cleared', async () => {
    const adviser = await signInNewAdviser(testApp);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: adviser.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === sessionCookieName)?.value).toBe('');
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: adviser.cookie },
    });
    expect(me.statusCode).toBe(401);
  });

  it('ends a session after the idle timeout and after the absolute timeout', async () => {
    const adviser = await signInNewAdviser(testApp);
    await testApp.db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, adviser.userId));
    const idle = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: adviser.cookie },
    });
    expect(idle.statusCode).toBe(401);

    const second = await signInNewAdviser(testApp);
    const longAgo = new Date(Date.now() - testApp.config.sessionAbsoluteMs - 1000).toISOString();
    await testApp.db
      .update(sessions)
      .set({ sess: { userId: second.userId, createdAt: longAgo } })
      .where(eq(sessions.userId, second.userId));
    const old = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: second.cookie },
    });
    expect(old.statusCode).toBe(401);
  });

  it('refuses API calls without a session and cross-site writes', async () => {
    const anonymous = await testApp.app.inject({ method: 'PATCH', url: '/api/account', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const adviser = await signInNewAdviser(testApp);
    const crossSite = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: { cookie: adviser.cookie, origin: 'https://evil.example', host: 'localhost:5000' },
      payload: { firstName: 'Mallory', lastName: '' },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('answers JSON 404 for an unknown API path', async () => {
    const adviser = await signInNewAdviser(testApp);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { cookie: adviser.cookie },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
  });
});

describe('account settings', () => {
  it('changes the display name', async () => {
    const adviser = await signInNewAdviser(testApp);
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: { cookie: adviser.cookie },
      payload: { firstName: 'Priya', lastName: 'Natarajan' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.name).toBe('Priya Natarajan');
  });

  it('changes the password only with the current one, and ends other sessions', async () => {
    const adviser = await signInNewAdviser(testApp);
    const otherDevice = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: adviser.email, password: adviser.password },
    });
    const wrong = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie: adviser.cookie },
      payload: { currentPassword: 'nope', newPassword: 'a brand new password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The current password is not correct');

    const short = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie: adviser.cookie },
      payload: { currentPassword: adviser.password, newPassword: 'short' },
    });
    expect(short.statusCode).toBe(400);

    const ok = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie: adviser.cookie },
      payload: { currentPassword: adviser.password, newPassword: 'a brand new password' },
    });
    expect(ok.statusCode).toBe(200);
    const stillHere = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: adviser.cookie },
    });
    expect(stillHere.statusCode).toBe(200);
    const other = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: sessionCookieFrom(otherDevice) },
    });
    expect(other.statusCode).toBe(401);
    const newLogin = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: adviser.email, password: 'a brand new password' },
    });
    expect(newLogin.statusCode).toBe(200);
  });
});
