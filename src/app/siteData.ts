/**
 * The content every page shares (global settings, chatbot phrases and FAQ, and its locale's interface
 * strings, which ./wrapPage.tsx gives the page), queried at build time as
 * part of every page's own query (`...SiteData`, beside its `head`). So the browser gets it with the
 * page's data, in the request it makes anyway, rather than in a static query's request of its own that
 * waits for the page's data and holds up hydration; and no page's first load carries Gatsby's static
 * query code. The build refuses a page that leaves the fragment out (./wrapPage.tsx). It reads the
 * page's locale (`$locale`, src/lib/locale.ts).
 */
import { graphql } from 'gatsby';
import type { ChatCopy, FaqGroup } from '../features/chat/types';

export const siteDataFragment = graphql`
  fragment SiteData on Query {
    siteMessages(locale: $locale)
    siteGlobal: strapiGlobal(locale: { eq: $locale }) {
      siteName
      tagline
      contactEmail
      contactPhone
      address
      footerText
      newsletterHeading
      newsletterIntro
      newsletterSentMessage
      socialLinks {
        network
        url
      }
      textLogo {
        alternativeText
        localFile {
          childImageSharp {
            gatsbyImageData(height: 40, layout: FIXED, placeholder: NONE, formats: [AUTO, WEBP])
          }
        }
      }
      transparentLogo {
        alternativeText
        localFile {
          childImageSharp {
            gatsbyImageData(height: 36, layout: FIXED, placeholder: NONE, formats: [AUTO, WEBP])
          }
        }
      }
    }
    siteChatbot: strapiChatbotSetting(locale: { eq: $locale }) {
      title
      launcherLabel
      welcomeMessage
      contactFormIntro
      cannotUnderstandMessage
      transcriptSentMessage
      transcriptFailedMessage
    }
    siteFaq: allStrapiFaqGroup(filter: { locale: { eq: $locale } }, sort: { level: ASC }) {
      nodes {
        level
        entries {
          index
          question
          answer
        }
      }
    }
  }
`;

/** Whether a page's data holds the shared content (the draft preview's and `gatsby develop`'s own
 * 404 page have none). */
export function hasSiteData(data: unknown): data is Queries.SiteDataFragment {
  return typeof data === 'object' && data !== null && (data as Partial<Queries.SiteDataFragment>).siteGlobal != null;
}

/** What every page shares, as the shell receives it. */
export function toSiteData(data: Queries.SiteDataFragment) {
  const faq: FaqGroup[] = data.siteFaq.nodes.map((group) => ({
    level: group.level!,
    entries: (group.entries ?? []).flatMap((entry) =>
      entry ? [{ index: entry.index!, question: entry.question!, answer: entry.answer! }] : [],
    ),
  }));
  return { global: data.siteGlobal!, faq, chatCopy: data.siteChatbot as ChatCopy };
}

export type SiteData = ReturnType<typeof toSiteData>;

let shared: { content: string; site: SiteData } | null = null;

/**
 * The shell's content for a page's data: the same objects as the last page's when the content is the
 * same, as it is on every page of one build. Each page's data brings it anew, and the layout, which
 * stays mounted across route changes, hands it to the chat, whose panel takes the FAQ once
 * (src/features/chat/ChatPanel.tsx); new content (a build published mid-visit) is new objects.
 */
export function sharedSiteData(data: Queries.SiteDataFragment): SiteData {
  const content = JSON.stringify([data.siteGlobal, data.siteChatbot, data.siteFaq]);
  if (shared?.content !== content) shared = { content, site: toSiteData(data) };
  return shared.site;
}
