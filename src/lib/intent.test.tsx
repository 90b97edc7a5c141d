import { fireEvent, render, screen } from '@testing-library/react';
import { intentHandlers } from './intent';

it('hears a pointer entering the element, a focus and a touch', () => {
  const onIntent = jest.fn();
  render(
    <div data-testid="control" {...intentHandlers(onIntent)}>
      <button type="button">inside</button>
    </div>,
  );
  fireEvent.pointerEnter(screen.getByTestId('control'));
  fireEvent.focus(screen.getByRole('button'));
  fireEvent.touchStart(screen.getByRole('button'));
  expect(onIntent).toHaveBeenCalledTimes(3);
  // The pointer moving on within it is no new sign.
  // (jsdom has no PointerEvent, whose init would carry relatedTarget; React reads it from any event.)
  const within = new MouseEvent('pointerover', { bubbles: true, relatedTarget: screen.getByTestId('control') });
  fireEvent(screen.getByRole('button'), within);
  expect(onIntent).toHaveBeenCalledTimes(3);
});

it('delegated, hears the pointer over each descendant, with the descendant as the target', () => {
  const targets: string[] = [];
  render(
    <div
      {...intentHandlers((event) => targets.push((event.target as HTMLElement).textContent ?? ''), { delegated: true })}
    >
      <a href="/a">first</a>
      <a href="/b">second</a>
    </div>,
  );
  fireEvent.pointerOver(screen.getByText('first'));
  // From the first link straight to the second: the pointer never left the element.
  fireEvent(
    screen.getByText('second'),
    new MouseEvent('pointerover', { bubbles: true, relatedTarget: screen.getByText('first') }),
  );
  expect(targets).toEqual(['first', 'second']);
});
