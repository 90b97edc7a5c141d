import { graphql } from 'gatsby';
import { paragraphs } from '../components/PageCopy';
import type { FaqEntryData } from './types';

const byIndex = (a: FaqEntryData, b: FaqEntryData) => (a.index ?? 0) - (b.index ?? 0);

/**
 * One FAQ group's questions as an accordion. Native <details>/<summary>: the browser makes each
 * question a button that Enter and Space open and close, announced as expanded or collapsed, with no
 * script at all (so it works before hydration too).
 */
export function FaqBlock({ block }: { block: Queries.FaqBlockFragment }) {
  const entries = (block.faqGroup?.entries ?? []).filter((entry): entry is FaqEntryData => Boolean(entry));
  if (!entries.length) return null;
  return (
    <section className="container faq-block">
      {block.heading && <h2>{block.heading}</h2>}
      {block.intro && <p className="lead">{block.intro}</p>}
      <div className="faq-block__list">
        {[...entries].sort(byIndex).map((entry) => (
          <details className="faq-block__item" key={`${entry.index}-${entry.question}`}>
            <summary className="faq-block__question">{entry.question}</summary>
            {paragraphs(entry.answer).map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </details>
        ))}
      </div>
    </section>
  );
}

export const faqBlockFragment = graphql`
  fragment FaqBlock on STRAPI__COMPONENT_BLOCKS_FAQ {
    heading
    intro
    faqGroup {
      entries {
        index
        question
        answer
      }
    }
  }
`;
