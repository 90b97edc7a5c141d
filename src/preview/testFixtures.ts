/**
 * For the unit tests: one page's data as the site server makes it (src/preview/mapper.ts's
 * previewPage), from REST documents as the CMS answers them: each made into node data as the server
 * makes it, and what they link found among `published` (the entries the server would read by id).
 */
import { type PageNodes, type PreviewTemplate, previewPage } from './mapper';
import { type Node, toNode } from './nodes';

type Rest = Record<string, unknown>;

export const CMS = 'http://cms.example:1337';
const SERVICE = 'api::service.service';
const CASE_STUDY = 'api::case-study.case-study';
const ARTICLE = 'api::article.article';

interface PageDocuments {
  entry?: Rest | null;
  global?: Rest | null;
  chatbot?: Rest | null;
  faqGroups?: Rest[];
  services?: Rest[];
  caseStudies?: Rest[];
  articles?: Rest[];
  /** The published entries of other types the page may link, by their type's uid. */
  published?: Array<[string, Rest]>;
}

export function previewPageOf(template: PreviewTemplate, uid: string, documents: PageDocuments) {
  const nodes = (type: string, list: Rest[] = []) => list.map((document) => toNode(type, document)!);
  const published: Array<[string, Rest]> = [
    ...(documents.published ?? []),
    ...(documents.services ?? []).map((service): [string, Rest] => [SERVICE, service]),
    ...(documents.caseStudies ?? []).map((study): [string, Rest] => [CASE_STUDY, study]),
    ...(documents.articles ?? []).map((article): [string, Rest] => [ARTICLE, article]),
  ];
  const linked = (type: string, documentId: string): Node | undefined => {
    const found = published.find(([owner, document]) => owner === type && document.documentId === documentId);
    return found && toNode(type, found[1])!;
  };
  const page: PageNodes = {
    template,
    uid,
    entry: toNode(uid, documents.entry ?? null),
    shown: {
      'api::global.global': nodes('api::global.global', documents.global ? [documents.global] : []),
      'api::chatbot-setting.chatbot-setting': nodes(
        'api::chatbot-setting.chatbot-setting',
        documents.chatbot ? [documents.chatbot] : [],
      ),
      'api::faq-group.faq-group': nodes('api::faq-group.faq-group', documents.faqGroups),
      [SERVICE]: nodes(SERVICE, documents.services),
      [CASE_STUDY]: nodes(CASE_STUDY, documents.caseStudies),
    },
    articles: nodes(ARTICLE, documents.articles),
    linked,
  };
  return previewPage(page, CMS);
}
