import { addLazyStyles } from './lazyStyles';

it("adds a part's styles to the head once, however often its code asks", () => {
  addLazyStyles('part-styles', '.part { color: red }');
  addLazyStyles('part-styles', '.part { color: red }');
  const added = document.querySelectorAll('head style#part-styles');
  expect(added).toHaveLength(1);
  expect(added[0].textContent).toBe('.part { color: red }');
});
