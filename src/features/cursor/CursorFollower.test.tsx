import fs from 'node:fs';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { CursorFollower, cursorFollowerAllowed } from './CursorFollower';

function mockMedia(matches: Record<string, boolean>) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: Boolean(matches[query]),
    media: query,
    onchange: null,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  }));
}

describe('CursorFollower', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows for a fine pointer without reduced motion, hidden from assistive technology and clicks', () => {
    mockMedia({ '(pointer: fine)': true });
    render(<CursorFollower />);
    const follower = screen.getByTestId('cursor-follower');
    expect(follower).toHaveAttribute('aria-hidden', 'true');
    expect(follower).toHaveClass('cursor-follower');
    // jsdom applies no style sheets, so the rule itself is read: the ring must never catch a click.
    const css = fs.readFileSync(path.resolve(__dirname, '../../styles/global.css'), 'utf8');
    expect(/\.cursor-follower\s*\{([^}]*)\}/.exec(css)?.[1]).toMatch(/pointer-events:\s*none/);
  });

  it('follows the mouse with a transform, at most once per animation frame, and ignores touch', () => {
    mockMedia({ '(pointer: fine)': true });
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    render(<CursorFollower />);
    const follower = screen.getByTestId('cursor-follower');
    const move = (pointerType: string, x: number, y: number) => {
      const event = new MouseEvent('pointermove', { clientX: x, clientY: y });
      Object.defineProperty(event, 'pointerType', { value: pointerType });
      window.dispatchEvent(event);
    };

    move('mouse', 10, 20);
    move('mouse', 30, 40);
    expect(frames).toHaveLength(1);
    expect(follower.style.transform).toBe('');
    act(() => frames.shift()!(0));
    expect(follower.style.transform).toBe('translate3d(30px, 40px, 0)');

    move('touch', 200, 200);
    expect(frames).toHaveLength(0);
    expect(follower.style.transform).toBe('translate3d(30px, 40px, 0)');
  });

  it('is off on touch screens', () => {
    mockMedia({ '(pointer: coarse)': true });
    render(<CursorFollower />);
    expect(screen.queryByTestId('cursor-follower')).not.toBeInTheDocument();
  });

  it('is off with prefers-reduced-motion', () => {
    mockMedia({ '(pointer: fine)': true, '(prefers-reduced-motion: reduce)': true });
    render(<CursorFollower />);
    expect(screen.queryByTestId('cursor-follower')).not.toBeInTheDocument();
  });

  it('decides from the media queries alone', () => {
    const media = (set: Record<string, boolean>) => (query: string) => ({ matches: Boolean(set[query]) });
    expect(cursorFollowerAllowed(media({ '(pointer: fine)': true }))).toBe(true);
    expect(cursorFollowerAllowed(media({}))).toBe(false);
  });
});
