/**
 * The admin home page's "Last edited entries" and "Last published entries" widgets name each entry
 * by its type's main field. A single type has one entry, so its main field says little ("One partner
 * from first plan to final handover" for the home page) or, for a type without a text field
 * (Notification settings), the widget falls back to the entry's document id. Here a single type's
 * entry is named by its type instead ("Home page", "Notification settings"); collection types keep
 * their main field (./pages.ts, ./leads.ts). Wraps the Content Manager's homepage service, which
 * both widgets' routes call.
 */
import type { Core } from '@strapi/strapi';

interface RecentDocument {
  kind: string;
  title: unknown;
  contentTypeDisplayName: string;
}

interface HomepageService {
  queryLastDocuments(...args: unknown[]): Promise<RecentDocument[]>;
}

export function nameSingleTypesByType<T extends RecentDocument>(documents: T[]): T[] {
  return documents.map((document) =>
    document.kind === 'singleType' ? { ...document, title: document.contentTypeDisplayName } : document,
  );
}

export function titleSingleTypesOnHomepage(strapi: Core.Strapi): void {
  const service = strapi.plugin('content-manager').service<HomepageService>('homepage');
  const query = service.queryLastDocuments.bind(service);
  service.queryLastDocuments = async (...args) => nameSingleTypesByType(await query(...args));
}
