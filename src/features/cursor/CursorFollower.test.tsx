import { render, screen } from '@testing-library/react';
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
  it('shows for a fine pointer without reduced motion, with pointer-events left to CSS', () => {
    mockMedia({ '(pointer: fine)': true });
    render(<CursorFollower />);
    const follower = screen.getByTestId('cursor-follower');
    expect(follower).toHaveAttribute('aria-hidden', 'true');
    expect(follower).toHaveClass('cursor-follower');
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
