import { describeChange, kindLabel, ownerName, who, type Activity } from './leads';

const owners = [{ id: 2, name: 'Sam Sales', email: 'sam@example.com' }];
const entry = (change: Partial<Activity>): Activity => ({
  id: 1,
  action: 'status',
  from: null,
  to: null,
  note: null,
  at: '2026-12-05T10:00:00.000Z',
  admin: null,
  ...change,
});

it('names a kind of lead as a heading does', () => {
  expect(kindLabel('contact-request')).toBe('Contact request');
});

it('names the person by name, else email, else as a visitor', () => {
  expect(who({ id: 1, documentId: 'd', name: 'Ann', email: 'ann@example.com' })).toBe('Ann');
  expect(who({ id: 1, documentId: 'd', name: '  ', email: 'ann@example.com' })).toBe('ann@example.com');
  expect(who({ id: 1, documentId: 'd' })).toBe('a visitor');
});

it('names an owner, nobody, or an admin no longer listed', () => {
  expect(ownerName(owners, 2)).toBe('Sam Sales');
  expect(ownerName(owners, null)).toBe('Nobody');
  expect(ownerName(owners, 9)).toBe('Admin 9');
});

it('says what a change did', () => {
  expect(describeChange(entry({ action: 'status', from: 'new', to: 'won' }), owners)).toBe('Status: new → won');
  expect(describeChange(entry({ action: 'owner', from: null, to: '2' }), owners)).toBe('Owner: Nobody → Sam Sales');
  expect(describeChange(entry({ action: 'followUp', from: '2026-12-01', to: null }), owners)).toBe(
    'Follow up: 2026-12-01 → none',
  );
  expect(describeChange(entry({ action: 'note', note: 'Called' }), owners)).toBe('Note');
});
