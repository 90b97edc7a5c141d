/** The content every page shares (global settings, chatbot phrases and FAQ), queried at build time. */
import { useMemo } from 'react';
import { graphql, useStaticQuery } from 'gatsby';
import type { ChatCopy, FaqGroup } from '../features/chat/types';

/** What every page shares, as the shell receives it. */
export type SiteData = ReturnType<typeof useSiteData>;

export function useSiteData() {
  const data = useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      strapiGlobal {
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
      strapiChatbotSetting {
        title
        launcherLabel
        welcomeMessage
        contactFormIntro
        cannotUnderstandMessage
        transcriptSentMessage
        transcriptFailedMessage
      }
      allStrapiFaqGroup(sort: { level: ASC }) {
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
  `);
  const global = data.strapiGlobal!;
  // Built once: the layout re-renders on every route change, and the chat keeps the FAQ it was given.
  const faq: FaqGroup[] = useMemo(
    () =>
      data.allStrapiFaqGroup.nodes.map((group) => ({
        level: group.level!,
        entries: (group.entries ?? []).map((entry) => ({
          index: entry!.index!,
          question: entry!.question!,
          answer: entry!.answer!,
        })),
      })),
    [data],
  );
  const chatCopy = data.strapiChatbotSetting as ChatCopy;
  return { global, faq, chatCopy };
}
