/**
 * @jest-environment node
 */
import { serverElementOf } from './hydration';

it('finds no server HTML on the server, which renders everything afresh', () => {
  expect(serverElementOf('_R_0_')).toBeNull();
});
