import { render } from '@testing-library/react';
import { useStore } from 'react-redux';
import { StoreRoot } from './wrapRoot';

test("the page's root and the head's root (Gatsby renders Head apart) share the browser's one store", () => {
  const seen: unknown[] = [];
  function Probe() {
    seen.push(useStore());
    return null;
  }
  render(
    <StoreRoot>
      <Probe />
    </StoreRoot>,
  );
  render(
    <StoreRoot>
      <Probe />
    </StoreRoot>,
  );
  expect(seen.length).toBeGreaterThanOrEqual(2);
  expect(new Set(seen).size).toBe(1);
});
