import { fieldErrors, fieldsOf } from './records';

it('shows every stored field but the bookkeeping, lists one per line', () => {
  expect(
    fieldsOf({ id: 3, documentId: 'd', name: 'Ann', phone: null, questions: ['a', 'b'], guests: 4, publishedAt: 'x' }),
  ).toEqual([
    ['name', 'Ann'],
    ['questions', 'a\nb'],
    ['guests', '4'],
  ]);
});

it('reads the field errors of a 400 answer', () => {
  const error = {
    response: {
      data: { error: { details: { errors: [{ path: ['email'], message: 'Please enter a valid email.' }] } } },
    },
  };
  expect(fieldErrors(error)).toEqual({ email: 'Please enter a valid email.' });
  expect(fieldErrors(new Error('network'))).toEqual({});
});
