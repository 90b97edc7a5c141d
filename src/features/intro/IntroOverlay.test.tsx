import { act, fireEvent, render, screen } from '@testing-library/react';
import { INTRO_AUTO_DISMISS_MS, INTRO_REMOVE_AFTER_MS } from '../../config/constants';
import { INTRO_SEEN_COOKIE } from '../../lib/browserStorage';
import { IntroOverlay } from './IntroOverlay';
import { rememberIntroSeen } from './useIntro';

const seenCookie = () => document.cookie.split('; ').includes(`${INTRO_SEEN_COOKIE}=1`);

const advance = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

describe('IntroOverlay', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.cookie = `${INTRO_SEEN_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    document.documentElement.className = '';
    document.documentElement.style.overflow = '';
  });
  afterEach(() => jest.useRealTimers());

  it('locks scrolling while visible and leaves by itself after 3000 ms, removed 800 ms later', () => {
    render(<IntroOverlay siteName="Meridian Works" tagline="Projects delivered." />);
    const overlay = screen.getByTestId('intro');
    expect(overlay).toHaveAttribute('aria-hidden', 'true');
    expect(document.documentElement.style.overflow).toBe('hidden');

    advance(INTRO_AUTO_DISMISS_MS - 1);
    expect(overlay).not.toHaveClass('intro--leaving');
    advance(1);
    expect(overlay).toHaveClass('intro--leaving');
    expect(document.documentElement.style.overflow).toBe('');

    expect(seenCookie()).toBe(true);

    advance(INTRO_REMOVE_AFTER_MS - 1);
    expect(screen.getByTestId('intro')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByTestId('intro')).not.toBeInTheDocument();
  });

  it('leaves at once on a click', () => {
    render(<IntroOverlay siteName="Meridian Works" tagline="Projects delivered." />);
    fireEvent.click(screen.getByTestId('intro'));
    expect(screen.getByTestId('intro')).toHaveClass('intro--leaving');
    expect(document.documentElement.style.overflow).toBe('');
    advance(INTRO_REMOVE_AFTER_MS);
    expect(screen.queryByTestId('intro')).not.toBeInTheDocument();
  });

  it('leaves at once on a key press', () => {
    render(<IntroOverlay siteName="Meridian Works" tagline="Projects delivered." />);
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(screen.getByTestId('intro')).toHaveClass('intro--leaving');
  });

  it('does not show again in the same visit', () => {
    rememberIntroSeen();
    render(<IntroOverlay siteName="Meridian Works" tagline="Projects delivered." />);
    expect(screen.queryByTestId('intro')).not.toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('works in a document that refuses cookies (a sandboxed frame), showing on every load', () => {
    const refuse = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    const read = jest.spyOn(document, 'cookie', 'get').mockImplementation(refuse);
    const write = jest.spyOn(document, 'cookie', 'set').mockImplementation(refuse);
    try {
      render(<IntroOverlay siteName="Meridian Works" tagline="Projects delivered." />);
      expect(screen.getByTestId('intro')).toBeInTheDocument();
      fireEvent.click(screen.getByTestId('intro'));
      advance(INTRO_REMOVE_AFTER_MS);
      expect(screen.queryByTestId('intro')).not.toBeInTheDocument();
      expect(write).toHaveBeenCalled();
    } finally {
      read.mockRestore();
      write.mockRestore();
    }
  });
});
