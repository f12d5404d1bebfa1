import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { auditEvents } from '@/server/db/schema';
import { ensureDemoUser } from '@/server/core/users/ensure-demo-user';
import { createUser } from '@/server/core/users/create-user';
import { passwordProblem } from '@/server/core/auth/password-policy';
import { describeDevice } from '@/server/core/auth/describe-device';
import { sessionCookieName } from '@/server/http/authenticate';
import {
  createTestApp,
  sessionCookieFrom,
  signInNewAdviser,
  type TestApp,
} from '@/server/test-support/test-app';

/** The adviser's sessions, the password policy, the demo adviser's first sign-in and the security events. */
const logLines: string[] = [];
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    logLevel: 'warn',
    logStream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    }),
  });
}, 60_000);
afterAll(async () => {
  await testApp.close();
});

const userAgents = {
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0',
};

async function signInAs(email: string, password: string, userAgent: string, remoteAddress: string) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: { 'user-agent': userAgent },
    remoteAddress,
  });
  expect(response.statusCode).toBe(200);
  return sessionCookieFrom(response);
}

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
  testApp.app.inject({ method, url, payload, headers: { cookie } });

describe("the adviser's sessions", () => {
  it('lists each session with its device, address and last activity, the current one marked', async () => {
    const someone = await signInNewAdviser(testApp);
    const phone = await signInAs(someone.email, someone.password, userAgents.iphoneSafari, '203.0.113.5');
    const desktop = await signInAs(
      someone.email,
      someone.password,
      userAgents.windowsChrome,
      '198.51.100.23',
    );
    const other = await signInNewAdviser(testApp);

    const listed = await call('GET', '/api/account/sessions', desktop);
    expect(listed.statusCode).toBe(200);
    const sessions = listed.json().sessions as {
      id: string;
      device: string;
      address: string;
      lastSeenAt: string;
      signedInAt: string;
      current: boolean;
    }[];
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({
      device: 'Chrome on Windows',
      address: '198.51.100.23',
      current: true,
    });
    expect(sessions.find((session) => session.device === 'Safari on iPhone')).toMatchObject({
      address: '203.0.113.5',
      current: false,
    });
    for (const session of sessions) {
      expect(Date.parse(session.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(session.id).toMatch(/^[0-9a-f-]{36}$/);
    }
    // Nothing that opens a session is listed, and no other adviser's session.
    expect(listed.body).not.toContain(desktop.split('=')[1]);
    const othersList = await call('GET', '/api/account/sessions', other.cookie);
    expect(othersList.json().sessions).toHaveLength(1);
    expect(phone).not.toBe(desktop);
  });

  it('ends one session by its id, never another adviser’s', async () => {
    const someone = await signInNewAdviser(testApp);
    const phone = await signInAs(someone.email, someone.password, userAgents.iphoneSafari, '203.0.113.6');
    const phoneId = (await call('GET', '/api/account/sessions', phone)).json().sessions[0].id as string;
    const stranger = await signInNewAdviser(testApp);
    expect((await call('DELETE', `/api/account/sessions/${phoneId}`, stranger.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/auth/user', phone)).statusCode).toBe(200);
    expect((await call('DELETE', '/api/account/sessions/not-an-id', someone.cookie)).statusCode).toBe(400);
    expect((await call('DELETE', `/api/account/sessions/${phoneId}`, someone.cookie)).statusCode).toBe(204);
    expect((await call('GET', '/api/auth/user', phone)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/user', someone.cookie)).statusCode).toBe(200);
  });

  it('signs out of 25 other sessions at once, keeping this one; then everywhere, this one too', async () => {
    const someone = await signInNewAdviser(testApp);
    // One after another: at once, only five sign-ins for one address are checked (parallel-guesses.test.ts).
    const others: string[] = [];
    for (let index = 0; index < 25; index += 1)
      others.push(
        await signInAs(someone.email, someone.password, userAgents.macFirefox, `192.0.2.${index + 1}`),
      );
    expect((await call('GET', '/api/account/sessions', someone.cookie)).json().sessions).toHaveLength(26);
    const ended = await call('POST', '/api/account/sessions/end-others', someone.cookie);
    expect(ended.json()).toEqual({ ended: 25 });
    for (const cookie of others) expect((await call('GET', '/api/auth/user', cookie)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/user', someone.cookie)).statusCode).toBe(200);

    const second = await signInAs(someone.email, someone.password, userAgents.macFirefox, '192.0.2.77');
    const everywhere = await call('POST', '/api/account/sessions/end-all', someone.cookie);
    expect(everywhere.json()).toEqual({ ended: 2 });
    expect(everywhere.cookies.find((cookie) => cookie.name === sessionCookieName)?.value).toBe('');
    expect((await call('GET', '/api/auth/user', someone.cookie)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/user', second)).statusCode).toBe(401);
  }, 60_000);

  it('names common browsers and systems', () => {
    expect(describeDevice(userAgents.macFirefox)).toBe('Firefox on macOS');
    expect(
      describeDevice(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome on Android');
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0',
      ),
    ).toBe('Edge on Windows');
    expect(describeDevice(null)).toBe('Unknown browser on unknown device');
  });
});

describe('the password policy', () => {
  const owner = {
    email: 'jo.citizen@harbourwealth.com.au',
    name: 'Jo Citizen',
    practiceName: 'Harbour Wealth',
  };

  it.each([
    'factfind2026',
    'abcd1234abcd',
    'FactFind-demo-2026',
    'factfind-demo-2026',
    'harbourwealth2025',
    'qwertyuiop12',
    'P@ssw0rd2024!',
    'Adviser2026!!',
    'Factfind2026!',
    'SuperAdvice#2026',
    'iloveyou2026',
    '1qaz2wsx3edc',
    'Melbourne2000',
  ])('refuses %s', (password) => {
    expect(passwordProblem(password, owner)).not.toBeNull();
  });

  it.each(['plum kettle harbour 47', 'correct horse battery', 'xK9#mP2$vL7q', 'rainy tuesday lantern'])(
    'accepts %s',
    (password) => {
      expect(passwordProblem(password, owner)).toBeNull();
    },
  );

  it('refuses the demo password, as configured, for any adviser, through the API and user:create', async () => {
    const someone = await signInNewAdviser(testApp);
    for (const newPassword of ['FactFind-demo-2026', 'factfind2026', 'abcd1234abcd']) {
      const response = await call('POST', '/api/account/password', someone.cookie, {
        currentPassword: someone.password,
        newPassword,
      });
      expect(response.statusCode, newPassword).toBe(400);
      expect(response.json().message).toMatch(/^newPassword: /);
    }
    expect(
      passwordProblem('Harbour-demo-password-1', { ...owner, demoPassword: 'Harbour-demo-password-1' }),
    ).toMatch(/demo password/);
    await expect(
      createUser({
        db: testApp.db,
        email: 'copy@example.com',
        name: 'Copy Cat',
        password: 'FactFind-demo-2026',
      }),
    ).rejects.toThrow(/demo password/);
  });
});

describe("the demo adviser's first sign-in", () => {
  it('must choose a new password before anything else, and may not keep the demo one', async () => {
    const demo = await createTestApp();
    try {
      const credentials = await ensureDemoUser({
        db: demo.db,
        email: 'demo@factfind.local',
        password: 'FactFind-demo-2026',
      });
      expect(credentials).toEqual({ email: 'demo@factfind.local', password: 'FactFind-demo-2026' });
      const signedIn = await demo.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: credentials ?? {},
      });
      expect(signedIn.json().user.mustChangePassword).toBe(true);
      const cookie = sessionCookieFrom(signedIn);
      const asDemo = (method: 'GET' | 'POST', url: string, payload?: object) =>
        demo.app.inject({ method, url, payload, headers: { cookie } });
      expect((await asDemo('GET', '/api/auth/user')).statusCode).toBe(200);
      const refused = await asDemo('GET', '/api/clients');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Please choose a new password before going on');
      expect((await asDemo('GET', '/%61pi/clients')).statusCode).toBe(403);
      const same = await asDemo('POST', '/api/account/password', {
        currentPassword: 'FactFind-demo-2026',
        newPassword: 'FactFind-demo-2026',
      });
      expect(same.statusCode).toBe(400);
      const changed = await asDemo('POST', '/api/account/password', {
        currentPassword: 'FactFind-demo-2026',
        newPassword: 'violet orchard compass 83',
      });
      expect(changed.statusCode).toBe(200);
      expect((await asDemo('GET', '/api/auth/user')).json().mustChangePassword).toBe(false);
      expect((await asDemo('GET', '/api/clients')).statusCode).toBe(200);
      // The start-up no longer prints credentials that no longer work.
      expect(
        await ensureDemoUser({ db: demo.db, email: 'demo@factfind.local', password: 'FactFind-demo-2026' }),
      ).toBeNull();
    } finally {
      await demo.close();
    }
  }, 30_000);
});

describe('security events', () => {
  it('are in the practice’s trail and in the log, without passwords: failed and locked sign-ins, password checks, changes and ended sessions', async () => {
    const someone = await signInNewAdviser(testApp);
    const stranger = await signInNewAdviser(testApp);
    logLines.length = 0;
    for (let attempt = 0; attempt < 6; attempt += 1)
      await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: someone.email, password: `Wrong-Guess-${attempt}` },
        remoteAddress: '203.0.113.66',
      });
    await call('POST', '/api/account/password', someone.cookie, {
      currentPassword: 'Not-My-Current-Pass',
      newPassword: 'violet orchard compass 83',
    });
    await call('POST', '/api/account/password', someone.cookie, {
      currentPassword: someone.password,
      newPassword: 'violet orchard compass 83',
    });
    await call('POST', '/api/account/sessions/end-others', someone.cookie);

    const events = await testApp.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.practiceId, someone.practiceId), like(auditEvents.action, 'security.%')));
    const actions = events.map((event) => event.action);
    expect(actions.filter((action) => action === 'security.sign-in-failed')).toHaveLength(5);
    expect(actions).toContain('security.sign-in-locked');
    expect(actions).toContain('security.password-check-failed');
    expect(actions).toContain('security.password-changed');
    expect(actions).toContain('security.sessions-ended');
    expect(events.find((event) => event.action === 'security.sign-in-failed')?.summary).toMatch(
      /from 203\.0\.113\.66|wrong password/,
    );

    // Listed for the practice, and only for it.
    const listed = await call('GET', '/api/security-events', someone.cookie);
    expect(listed.json().events.length).toBe(events.length);
    const strangers = await call('GET', '/api/security-events', stranger.cookie);
    expect(strangers.json().events.map((event: { action: string }) => event.action)).not.toContain(
      'security.sign-in-locked',
    );

    const log = logLines.join('');
    for (const action of [
      'security.sign-in-failed',
      'security.sign-in-locked',
      'security.password-check-failed',
      'security.password-changed',
      'security.sessions-ended',
    ])
      expect(log).toContain(action);
    for (const secret of ['Wrong-Guess', 'Not-My-Current-Pass', 'violet orchard', someone.password])
      expect(log + JSON.stringify(events)).not.toContain(secret);
    expect(log).not.toContain(someone.cookie.split('=')[1]);
  }, 60_000);
});
