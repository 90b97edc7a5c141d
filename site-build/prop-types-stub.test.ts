import { createRequire } from 'node:module';
import path from 'node:path';
import propTypes from './prop-types-stub';

/** The package the stub stands in for, as Gatsby's runtime, its router and gatsby-link import it. */
const real = createRequire(path.resolve('package.json'))('prop-types') as Record<string, unknown>;

test("the stub has every validator and helper of the package's own", () => {
  expect(Object.keys(propTypes).sort()).toEqual(Object.keys(real).sort());
});

test('each validator, its isRequired and what a factory returns check nothing and can be chained', () => {
  for (const [name, value] of Object.entries(propTypes)) {
    if (name === 'PropTypes') {
      expect(value).toBe(propTypes);
      continue;
    }
    const check = value as (() => { isRequired: unknown }) & { isRequired: () => unknown };
    expect(typeof check).toBe('function');
    expect(check.isRequired()).toBe(check.isRequired);
    // `arrayOf(PropTypes.string).isRequired`, `shape({...})`: a factory's result is a validator too.
    expect(typeof check().isRequired).toBe('function');
  }
});
