import { describe, expect, it } from 'vitest';
import { decide, type GuardState } from './guard';

const ready: GuardState = { loggedIn: true, entry: 'ready', mustChangePassword: false, startPage: '/home' };
const loggedOut: GuardState = { loggedIn: false, entry: 'idle', mustChangePassword: false, startPage: null };

describe('guard: logged out', () => {
  it.each(['/', '/home', '/data-dashboard/3', '/not-access', '/change-password', '/farmdetail/7'])(
    '%s goes to /login',
    (path) => {
      expect(decide({ path }, loggedOut)).toEqual({ kind: 'redirect', to: '/login' });
    },
  );

  it('the login page itself opens', () => {
    expect(decide({ path: '/login' }, loggedOut)).toEqual({ kind: 'proceed' });
  });

  it.each(['/dashboard-custom/administrative-region', '/welcome', '/welcome/', '/welcome?x=1'])(
    'the open page %s opens without a session',
    (path) => {
      expect(decide({ path }, loggedOut)).toEqual({ kind: 'proceed' });
    },
  );

  it('the parent /dashboard-custom is not open', () => {
    expect(decide({ path: '/dashboard-custom' }, loggedOut)).toEqual({ kind: 'redirect', to: '/login' });
  });
});

describe('guard: first entry', () => {
  it.each(['idle', 'loading'] as const)('waits while the entry is %s', (entry) => {
    expect(decide({ path: '/home' }, { ...ready, entry, startPage: null })).toEqual({ kind: 'wait' });
  });

  it('a failed user-info load lets navigation continue, even for /', () => {
    const failed: GuardState = { ...ready, entry: 'failed', startPage: null };
    expect(decide({ path: '/home' }, failed)).toEqual({ kind: 'proceed' });
    expect(decide({ path: '/' }, failed)).toEqual({ kind: 'proceed' });
  });
});

describe('guard: logged in', () => {
  it.each(['/', '/login'])('%s goes to the start page', (path) => {
    expect(decide({ path }, ready)).toEqual({ kind: 'redirect', to: '/home' });
    expect(decide({ path }, { ...ready, startPage: '/data-dashboard/12' })).toEqual({
      kind: 'redirect',
      to: '/data-dashboard/12',
    });
  });

  it('other pages open', () => {
    expect(decide({ path: '/data-dashboard/3/land-resource' }, ready)).toEqual({ kind: 'proceed' });
    expect(decide({ path: '/change-password' }, ready)).toEqual({ kind: 'proceed' });
    expect(decide({ path: '/welcome' }, ready)).toEqual({ kind: 'proceed' });
  });
});

describe('guard: forced password change', () => {
  const must: GuardState = { ...ready, mustChangePassword: true };

  it.each(['/', '/login', '/home', '/data-dashboard/3', '/welcome', '/not-access'])(
    '%s goes to /change-password',
    (path) => {
      expect(decide({ path }, must)).toEqual({ kind: 'redirect', to: '/change-password' });
    },
  );

  it('the change-password page opens', () => {
    expect(decide({ path: '/change-password' }, must)).toEqual({ kind: 'proceed' });
  });
});
