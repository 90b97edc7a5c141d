/**
 * @jest-environment node
 *
 * The admin password rule (./admin-password.ts): what it refuses and accepts, offline. The CMS test
 * (cms/tests/admin-accounts.test.ts) proves every way of setting a password goes through it.
 */
import { adminPasswordProblem, MIN_PASSWORD_LENGTH } from './admin-password';

it('refuses a password shorter than 12 characters, however mixed, and says the minimum', () => {
  expect(adminPasswordProblem('Passw0rd')).toBe('The password must have at least 12 characters.');
  expect(adminPasswordProblem('x7#Qm!2vL9z')).toBe('The password must have at least 12 characters.');
  // Characters, not bytes or UTF-16 units: 11 characters of 2-4 bytes are still 11.
  expect(adminPasswordProblem('ü'.repeat(6) + '😀'.repeat(5))).toMatch(/at least 12 characters/);
  expect(MIN_PASSWORD_LENGTH).toBe(12);
});

it('refuses one longer than bcrypt reads (72 bytes)', () => {
  expect(adminPasswordProblem('Kestrel-Lamp-Orbit-'.repeat(4))).toBe('The password must have at most 72 bytes.');
});

it.each([
  'Password1234!', // a breached password with digits added
  'P@ssw0rd12345', // l33t of the most breached one
  'Qwerty123456!', // a keyboard row
  'Admin12345678',
  'iloveyou12345',
  'aaaaaaaaaaaA1', // repeats
  'Editor-Passw0rd', // the tests' old passwords: a role and a breached word
  'Welcome2026!!', // a common word and a year
  'Winter2025!!xx',
  'Meridianworks2026', // the firm's name and a year
])('refuses %s as too easy to guess, with what is wrong', (password) => {
  expect(adminPasswordProblem(password)).toMatch(
    /^The password is too easy to guess\.( .+)? Use three or four unrelated words, or a password manager's\.$/,
  );
});

it('refuses a password built from the person when their details are given', () => {
  expect(adminPasswordProblem('Kathrin-Vogelsang', [])).toBeUndefined();
  expect(adminPasswordProblem('Kathrin-Vogelsang', ['kathrin.vogelsang@example.com', 'Kathrin', 'Vogelsang'])).toMatch(
    /too easy to guess/,
  );
});

it.each([
  'correct horse battery staple',
  'Kestrel-Lamp-Orbit',
  'Hamburg-Office-7',
  'my dog eats carrots',
  'Tr0ub4dor&3xx',
  'x7#Qm!2vL9zR', // 12 random characters
])('accepts %s', (password) => {
  expect(adminPasswordProblem(password)).toBeUndefined();
});

it('never quotes the password in its message', () => {
  const password = 'Password1234!';
  expect(adminPasswordProblem(password)).not.toContain(password);
});
