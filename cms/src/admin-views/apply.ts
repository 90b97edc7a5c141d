/**
 * Applies the admin views kept in this folder to the Content Manager's stored configuration
 * (`strapi_core_store_settings`, keys `plugin_content_manager_configuration_content_types::<uid>` and
 * `..._components::<uid>`) at every start, from bootstrap: the Content Manager's own bootstrap has
 * then created or synced each configuration. Idempotent (Strapi writes a configuration only when it
 * changed), and run inside the start-up lock, so several instances on one PostgreSQL database
 * apply it one after another. A type, component or field named here that does not exist (yet) is
 * skipped with a debug line, so a schema change and its words can land in either order. A field a
 * localized type shares across languages says so after its description (./languages.ts).
 */
import type { Core } from '@strapi/strapi';
import { COMPONENT_VIEWS } from './components';
import { withLanguageNotes, type LocalizableModel } from './languages';
import { LEAD_VIEWS } from './leads';
import { mergeView, type StoredConfiguration } from './merge';
import { PAGE_VIEWS } from './pages';
import { SETTINGS_VIEWS } from './settings';
import type { AdminView } from './view';

export const CONTENT_TYPE_VIEWS: Record<string, AdminView> = { ...PAGE_VIEWS, ...SETTINGS_VIEWS, ...LEAD_VIEWS };
export { COMPONENT_VIEWS };

interface ConfigurationService {
  findConfiguration(model: unknown): Promise<StoredConfiguration>;
  updateConfiguration(model: unknown, configuration: StoredConfiguration): Promise<unknown>;
}

async function applyViews(
  strapi: Core.Strapi,
  service: ConfigurationService,
  views: Record<string, AdminView>,
  models: Record<string, LocalizableModel | undefined>,
): Promise<void> {
  for (const [uid, view] of Object.entries(views)) {
    const model = models[uid];
    if (!model) {
      strapi.log.debug(`Admin views: ${uid} does not exist; skipped.`);
      continue;
    }
    const stored = await service.findConfiguration(model);
    const { configuration, skipped } = mergeView(
      stored,
      withLanguageNotes(view, model),
      new Set(Object.keys(model.attributes)),
    );
    if (skipped.length) strapi.log.debug(`Admin views: ${uid} has no ${skipped.join(', ')}; skipped.`);
    await service.updateConfiguration(model, configuration);
  }
}

export async function applyAdminViews(strapi: Core.Strapi): Promise<void> {
  const contentManager = strapi.plugin('content-manager');
  await applyViews(
    strapi,
    contentManager.service<ConfigurationService>('content-types'),
    CONTENT_TYPE_VIEWS,
    strapi.contentTypes as never,
  );
  await applyViews(
    strapi,
    contentManager.service<ConfigurationService>('components'),
    COMPONENT_VIEWS,
    strapi.components as never,
  );
}
