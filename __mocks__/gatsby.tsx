// Gatsby's runtime needs its build; unit tests render components with these stand-ins instead.
import * as React from 'react';

const gatsby = jest.requireActual('gatsby');

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn(({ to, activeClassName: _a, activeStyle: _s, partiallyActive: _p, getProps: _g, ...rest }) =>
    React.createElement('a', { ...rest, href: to }),
  ),
  navigate: jest.fn(),
  prefetchPathname: jest.fn(),
  Slice: jest.fn(() => null),
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(),
  withPrefix: (path: string) => path,
};
