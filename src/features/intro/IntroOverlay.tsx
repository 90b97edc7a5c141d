import { useIntro } from './useIntro';

/** A decorative welcome over the page: hidden from assistive technology (the page beneath is
 * complete and readable), fixed so it never shifts the layout, and fading only without
 * prefers-reduced-motion (see global.css). */
export function IntroOverlay({ siteName, tagline }: { siteName: string; tagline: string }) {
  const { phase, dismiss } = useIntro();
  if (phase === 'gone') return null;
  return (
    <div
      className={`intro${phase === 'leaving' ? ' intro--leaving' : ''}`}
      aria-hidden="true"
      data-testid="intro"
      onClick={dismiss}
    >
      <div className="intro__content">
        <p className="intro__name">{siteName}</p>
        <p className="intro__tagline">{tagline}</p>
      </div>
    </div>
  );
}
