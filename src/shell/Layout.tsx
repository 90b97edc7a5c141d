/**
 * The shell around every page, in the spec's order: cursor follower, header, intro overlay, chat
 * widget, the page, the footer and the toasts. It is mounted once by wrapPageElement and stays
 * mounted across route changes (the chat and the theme live above the pages). The shared content comes
 * from the composition root (src/app/wrapPage.tsx), which takes it from each page's data.
 */
import * as React from 'react';
import type { SiteData } from '../app/siteData';
import { ChatLauncher } from '../features/chat/ChatLauncher';
import { IntroOverlay } from '../features/intro/IntroOverlay';
import { useLanguageFollowsPage } from '../features/theme/useLanguageFollowsPage';
import { useWindowTracking } from '../features/theme/useWindowTracking';
import { AfterMouseMoves } from '../lib/AfterMouseMoves';
import { useI18n } from '../lib/i18n';
import { Footer } from './Footer';
import { Header } from './Header';
import { Toaster } from './Toaster';

// Decoration for mouse users only, so its code waits for a mouse to move instead of weighing on every
// page's first load (and is never fetched on a touch screen).
const CursorFollower = React.lazy(() =>
  import('../features/cursor/CursorFollower').then((module) => ({ default: module.CursorFollower })),
);

export interface LayoutProps {
  pathname: string;
  site: SiteData;
  children: React.ReactNode;
}

export function Layout({ pathname, site: { global, faq, chatCopy }, children }: LayoutProps) {
  useWindowTracking();
  const { locale, t } = useI18n();
  useLanguageFollowsPage(locale);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('shell.skipLink')}
      </a>
      <AfterMouseMoves>
        <CursorFollower />
      </AfterMouseMoves>
      <Header
        pathname={pathname}
        siteName={global.siteName!}
        textLogo={global.textLogo}
        transparentLogo={global.transparentLogo}
      />
      <IntroOverlay siteName={global.siteName!} tagline={global.tagline!} />
      <ChatLauncher faq={faq} copy={chatCopy} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer
        siteName={global.siteName!}
        footerText={global.footerText!}
        contactEmail={global.contactEmail!}
        contactPhone={global.contactPhone!}
        address={global.address!}
        socialLinks={global.socialLinks}
        newsletterHeading={global.newsletterHeading!}
        newsletterIntro={global.newsletterIntro!}
        newsletterSentMessage={global.newsletterSentMessage}
      />
      <Toaster />
    </>
  );
}
