import { act, render, screen } from '@testing-library/react';
import { AfterMouseMoves } from './AfterMouseMoves';

function move(pointerType: string) {
  const event = new MouseEvent('pointermove', { clientX: 5, clientY: 5 });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  act(() => {
    window.dispatchEvent(event);
  });
}

it('renders nothing until a mouse or pen moves; a finger moving changes nothing', () => {
  render(
    <AfterMouseMoves>
      <p>ring</p>
    </AfterMouseMoves>,
  );
  expect(screen.queryByText('ring')).toBeNull();
  move('touch');
  expect(screen.queryByText('ring')).toBeNull();
  move('mouse');
  expect(screen.getByText('ring')).toBeInTheDocument();
});

it('counts a pen as a mouse', () => {
  render(
    <AfterMouseMoves>
      <p>ring</p>
    </AfterMouseMoves>,
  );
  move('pen');
  expect(screen.getByText('ring')).toBeInTheDocument();
});
