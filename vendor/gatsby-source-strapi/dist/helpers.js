"use strict";

var _interopRequireDefault = require("@babel/runtime/helpers/interopRequireDefault");
exports.__esModule = true;
exports.mayHaveDeletions = exports.entryNodeType = exports.listingQueryParams = exports.nodeKey = exports.isLocalizedType = exports.makeParentNodeName = exports.getEndpoints = exports.getContentTypeSchema = exports.buildNodesToRemoveMap = exports.buildMapFromNodes = exports.buildMapFromData = void 0;
var _replace2 = _interopRequireDefault(require("lodash/replace"));
var _isPlainObject2 = _interopRequireDefault(require("lodash/isPlainObject"));
var _snakeCase2 = _interopRequireDefault(require("lodash/snakeCase"));
var _toUpper2 = _interopRequireDefault(require("lodash/toUpper"));
const buildMapFromNodes = nodes => {
  // eslint-disable-next-line unicorn/no-array-reduce
  return nodes.reduce((accumulator, current) => {
    const {
      internal,
      strapi_document_id_or_regular_id,
      locale,
      id
    } = current;
    const type = internal === null || internal === void 0 ? void 0 : internal.type;

    // We only delete the parent nodes
    if (type.includes("STRAPI__COMPONENT_")) {
      return accumulator;
    }
    if (type.includes("_JSONNODE")) {
      return accumulator;
    }
    if (type.includes("_TEXTNODE")) {
      return accumulator;
    }
    if (type && id && strapi_document_id_or_regular_id) {
      // Pushed, not spread into a new array per node: that copied the type's list once per node.
      (accumulator[type] ??= []).push({
        strapi_document_id_or_regular_id,
        locale,
        id
      });
    }
    return accumulator;
  }, {});
};
exports.buildMapFromNodes = buildMapFromNodes;
const entryNodeType = singularName => (0, _toUpper2.default)(`Strapi_${(0, _snakeCase2.default)(singularName)}`);
exports.entryNodeType = entryNodeType;
const buildMapFromData = (endpoints, data) => {
  const map = {};
  for (const [index, {
    singularName
  }] of endpoints.entries()) {
    // An endpoint left unlisted (null: the deletion check found nothing gone) has no entry here, so
    // none of its nodes is deleted; a listed one has, even with no entries left, so that deleting a
    // type's last entry deletes its node too.
    if (!data[index]) {
      continue;
    }
    const nodeType = entryNodeType(singularName);
    map[nodeType] ??= [];
    for (let entity of data[index]) {
      // f.e. components do not have a documentId, allow regular id
      // also, support both v5 documentId and v4 id
      const strapi_document_id_or_regular_id = entity.documentId || entity.id;
      const locale = entity.locale;
      (map[nodeType] ??= []).push({
        strapi_document_id_or_regular_id,
        locale
      });
    }
  }
  return map;
};
exports.buildMapFromData = buildMapFromData;
// An entry as the deletion check knows it. Translations share a documentId: an entry is still there
// only if its locale is too (both are undefined for a type without i18n).
const entryKey = k => JSON.stringify([k.strapi_document_id_or_regular_id, k.locale]);
const buildNodesToRemoveMap = (existingNodesMap, endpoints, data) => {
  const newNodes = buildMapFromData(endpoints, data);

  // eslint-disable-next-line unicorn/no-array-reduce
  const toRemoveMap = Object.entries(existingNodesMap).reduce((accumulator, [name, value]) => {
    const currentNodes = newNodes[name];

    // Since we create nodes for relations when fetching the api
    // We only to delete nodes that are actually being fetched
    if (!currentNodes) {
      return accumulator;
    }
    // Looked up in a set: a scan of the list for every node made the check grow with the square of
    // the site.
    const present = new Set(currentNodes.map(entryKey));
    accumulator[name] = value.filter(index => !present.has(entryKey(index)));
    return accumulator;
  }, {});
  return toRemoveMap;
};
exports.buildNodesToRemoveMap = buildNodesToRemoveMap;

/**
 * Whether entries of one type may have been deleted or unpublished since the last sync: in some locale
 * (`totals`, from countEndpoint: locale to Strapi's count, read beside the changed entries), the
 * entries it has nodes for (`existing`) and the changed entries it has none for yet (`changed`) do not
 * add up to the count. When in doubt, the type is listed. Only an entry published between the two
 * reads (counted, not yet among the changed entries) can hide a deletion, and its publish asks for
 * the next build, whose sync has it among the changed entries and so finds the deletion.
 */
const mayHaveDeletions = (existing = [], changed = [], totals) => {
  const known = new Set(existing.map(entryKey));
  for (const [locale, total] of totals) {
    if (total === undefined) {
      return true;
    }
    const inLocale = k => locale === undefined || k.locale === locale;
    const had = existing.filter(inLocale).length;
    const added = new Set(changed.filter(inLocale).map(entryKey).filter(key => !known.has(key))).size;
    if (had + added !== total) {
      return true;
    }
  }
  return false;
};
exports.mayHaveDeletions = mayHaveDeletions;
const getContentTypeSchema = (schemas, ctUID) => {
  const currentContentTypeSchema = schemas.find(({
    uid
  }) => uid === ctUID);
  return currentContentTypeSchema;
};
exports.getContentTypeSchema = getContentTypeSchema;
const getEndpoints = ({
  collectionTypes,
  singleTypes,
  version = 5
}, schemas) => {
  const types = normalizeConfig({
    collectionTypes,
    singleTypes
  });
  const endpoints = schemas.filter(({
    schema,
    uid
  }) => !uid.startsWith("admin::") && types.some(({
    singularName
  }) => singularName === schema.singularName)).map(({
    schema: {
      kind,
      singularName,
      pluralName
    },
    uid,
    plugin
  }) => {
    const options = types.find(config => config.singularName === singularName);
    const {
      queryParams,
      queryLimit,
      pluginOptions
    } = options;

    // Prepend plugin prefix except for users as their endpoint is /api/users
    const pluginPrefix = plugin && singularName !== "user" ? `${plugin}/` : "";
    if (kind === "singleType") {
      return {
        singularName,
        kind,
        uid,
        endpoint: `/api/${pluginPrefix}${singularName}`,
        queryParams: queryParams || {
          populate: "*"
        },
        pluginOptions,
        version
      };
    }
    return {
      singularName,
      pluralName,
      kind,
      uid,
      endpoint: `/api/${pluginPrefix}${pluralName}`,
      queryParams: {
        ...queryParams,
        pagination: {
          pageSize: queryLimit || 100,
          page: 1
        },
        populate: (queryParams === null || queryParams === void 0 ? void 0 : queryParams.populate) || "*"
      },
      pluginOptions,
      version
    };
  });
  return endpoints;
};
exports.getEndpoints = getEndpoints;
const toSchemaDefinition = types => types.map(config => {
  if ((0, _isPlainObject2.default)(config)) {
    return config;
  }
  return {
    singularName: config
  };
}).filter(Boolean);
const normalizeConfig = ({
  collectionTypes,
  singleTypes
}) => {
  const normalizedCollectionTypes = toSchemaDefinition(collectionTypes);
  const normalizedSingleTypes = toSchemaDefinition(singleTypes);
  return [...(normalizedCollectionTypes || []), ...(normalizedSingleTypes || [])];
};
const makeParentNodeName = (schemas, uid) => {
  const schema = getContentTypeSchema(schemas, uid);
  const {
    schema: {
      singularName,
      kind
    }
  } = schema;
  let nodeName = `Strapi_${(0, _snakeCase2.default)(singularName)}`;
  const isComponentType = !["collectionType", "singleType"].includes(kind);
  if (isComponentType) {
    nodeName = `Strapi__Component_${(0, _snakeCase2.default)((0, _replace2.default)(uid, ".", "_"))}`;
  }
  return (0, _toUpper2.default)(nodeName);
};
exports.makeParentNodeName = makeParentNodeName;

/**
 * Whether Strapi's schema marks the type localized (i18n): each locale of a document is then an
 * entry of its own, sharing the document's documentId.
 */
const isLocalizedType = (schemas, uid) => getContentTypeSchema(schemas, uid)?.schema.pluginOptions?.i18n?.localized === true;
exports.isLocalizedType = isLocalizedType;

/**
 * The query that lists an endpoint's entries for the deletion check (buildNodesToRemoveMap): the
 * same entries, pages and locale as its own query, with only their ids and locale, nothing populated.
 */
const listingQueryParams = ({
  uid,
  queryParams = {}
}, schemas) => {
  const {
    populate,
    fields,
    ...rest
  } = queryParams;
  return {
    ...rest,
    fields: isLocalizedType(schemas, uid) ? ["documentId", "locale"] : ["documentId"]
  };
};
exports.listingQueryParams = listingQueryParams;

/**
 * What an entry's node id is made from: its documentId (or id), with its locale added for the
 * locales of the `locales` option after the first. Translations share a documentId, so without the
 * locale they would overwrite each other; the first locale (Strapi's default, which existing
 * entries get when a type is localized) keeps the ids its nodes had before.
 */
const nodeKey = (entity, uid, {
  schemas,
  strapiConfig
}) => {
  const key = entity.documentId || entity.id;
  const locales = strapiConfig?.locales;
  if (!Array.isArray(locales) || !entity.locale || entity.locale === locales[0] || !isLocalizedType(schemas, uid)) {
    return key;
  }
  return `${key}-${entity.locale}`;
};
exports.nodeKey = nodeKey;