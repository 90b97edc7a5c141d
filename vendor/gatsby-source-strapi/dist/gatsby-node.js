"use strict";

exports.__esModule = true;
exports.sourceNodes = exports.onPreInit = void 0;
var _fetch = require("./fetch");
var _downloadMediaFiles = require("./download-media-files");
var _helpers = require("./helpers");
var _normalize = require("./normalize");
var _axiosInstance = require("./axios-instance");
const LAST_FETCHED_KEY = "timestamp";
// How far before a sync's start the next one looks again for changed entries. An entry's updatedAt is
// set when Strapi handles the publish, before its transaction commits; one handled just before a sync
// read the CMS but committed just after is seen by the next sync only if it looks back past it.
const CHANGED_SINCE_MARGIN_MS = 10000;
const onPreInit = () => console.log("Loaded gatsby-source-strapi-plugin");
exports.onPreInit = onPreInit;
const sourceNodes = async ({
  actions,
  createContentDigest,
  createNodeId,
  reporter,
  getCache,
  store,
  cache,
  getNodes,
  getNodesByType,
  getNode
}, strapiConfig) => {
  reporter.info(`gatsby-source-strapi is using Strapi version ${strapiConfig.version || 5}`);

  // Cast singleTypes and collectionTypes to empty arrays if they're not defined
  if (!Array.isArray(strapiConfig.singleTypes)) {
    strapiConfig.singleTypes = [];
  }
  if (!Array.isArray(strapiConfig.collectionTypes)) {
    strapiConfig.collectionTypes = [];
  }
  const axiosInstance = (0, _axiosInstance.createAxiosInstance)(strapiConfig);
  const {
    schemas
  } = await (0, _fetch.fetchStrapiContentTypes)(axiosInstance);
  const {
    deleteNode,
    touchNode
  } = actions;
  const context = {
    strapiConfig,
    axiosInstance,
    actions,
    schemas,
    createContentDigest,
    createNodeId,
    reporter,
    getCache,
    getNode,
    getNodes,
    store,
    cache
  };
  const {
    createNode
  } = actions;
  // The plugin keeps its own nodes: it deletes the nodes of deleted entries itself (below), and it
  // used to touch every node it had ever made, on every build, only so that Gatsby's stale-node
  // collection would keep them, which then walked every one of them again: work for every node of
  // the site on every build. Declared stateful, Gatsby keeps them untouched. The files it downloaded
  // are the exception: createRemoteFileNode makes them as gatsby-source-filesystem's nodes, which
  // Gatsby still collects, so they are touched as before (one per picture, not per page).
  if (typeof actions.enableStatefulSourceNodes === "function") {
    actions.enableStatefulSourceNodes();
    for (const n of getNodesByType("File")) {
      touchNode(n);
    }
  } else {
    for (const n of getNodes().filter(n => n.internal.owner === `gatsby-source-strapi` || n.internal.type === "File")) {
      touchNode(n);
    }
  }
  const endpoints = (0, _helpers.getEndpoints)(strapiConfig, schemas);
  // The entries' nodes (the deletion check reads only those), by their types, not every node of the site.
  const existingNodes = [...new Set(endpoints.map(({
    uid
  }) => (0, _helpers.makeParentNodeName)(schemas, uid)))].flatMap(type => getNodesByType(type));
  const lastFetched = await cache.get(LAST_FETCHED_KEY);
  // Taken before the CMS is read: an entry published while it is read (after the read, before the end
  // of this sync) is changed since then, so the next sync fetches it. Taken at the end, as it was, it
  // was older than that time and no later sync fetched it: the publish never reached the site.
  const syncStarted = Date.now();
  const fetchAll = endpointsToFetch => Promise.all(endpointsToFetch.map(endpoint => (0, _fetch.fetchEndpoint)(endpoint, context)));
  let allResults;
  let newOrExistingEntries;

  // Build a map of all nodes with the gatsby id and the strapi_id
  const existingNodesMap = (0, _helpers.buildMapFromNodes)(existingNodes);

  // Fetch only the updated data between run
  if (lastFetched) {
    // Add the updatedAt filter
    const deltaEndpoints = endpoints.map(endpoint => {
      return {
        ...endpoint,
        queryParams: {
          ...endpoint.queryParams,
          filters: {
            ...endpoint.queryParams.filters,
            updatedAt: {
              $gt: lastFetched
            }
          }
        }
      };
    });
    // The deletion check needs the entries still in the CMS. Listing every one of them on every build
    // grew with the site (a request per hundred entries in each locale), so each collection type is
    // counted instead, in each locale, beside the request for the changed entries; a type is listed,
    // by what the deletion check reads alone (documentId, and locale), only where its count says an
    // entry went. A single type is one entry a locale: it is listed at once.
    const listing = endpoint => (0, _fetch.fetchEndpoint)({
      ...endpoint,
      queryParams: (0, _helpers.listingQueryParams)(endpoint, schemas)
    }, context);
    let counted;
    [counted, newOrExistingEntries] = await Promise.all([Promise.all(endpoints.map(async endpoint => endpoint.kind === "collectionType" ? {
      totals: await (0, _fetch.countEndpoint)(endpoint, context, (0, _fetch.endpointLocales)(endpoint, context))
    } : {
      listed: await listing(endpoint)
    })), fetchAll(deltaEndpoints)]);
    allResults = await Promise.all(endpoints.map(async (endpoint, index) => {
      const {
        totals,
        listed
      } = counted[index];
      if (!totals) {
        return listed;
      }
      const type = (0, _helpers.entryNodeType)(endpoint.singularName);
      const changed = (0, _helpers.buildMapFromData)([endpoint], [newOrExistingEntries[index]])[type];
      return (0, _helpers.mayHaveDeletions)(existingNodesMap[type], changed, totals) ? listing(endpoint) : null;
    }));
  } else {
    allResults = await fetchAll(endpoints);
  }
  const data = newOrExistingEntries || allResults;

  // Build a map of all the parent nodes that should be removed
  // This should also delete all the created nodes for markdown, relations, dz...
  // When fetching only one content type and populating its relations it might cause some issues
  // as the relation nodes will never be deleted
  // it's best to fetch the content type and its relations separately and to populate
  // only one level of relation
  const nodesToRemoveMap = (0, _helpers.buildNodesToRemoveMap)(existingNodesMap, endpoints, allResults);

  // Delete all nodes that should be deleted
  for (const [nodeName, nodesToDelete] of Object.entries(nodesToRemoveMap)) {
    if (nodesToDelete.length > 0) {
      reporter.info(`Strapi: ${nodeName} deleting ${nodesToDelete.length}`);
      for (const {
        id
      } of nodesToDelete) {
        const node = getNode(id);
        touchNode(node);
        deleteNode(node);
      }
    }
  }
  await cache.set(LAST_FETCHED_KEY, syncStarted - CHANGED_SINCE_MARGIN_MS);
  for (const [index, {
    uid
  }] of endpoints.entries()) {
    if (!strapiConfig.skipFileDownloads) {
      await (0, _downloadMediaFiles.downloadMediaFiles)(data[index], context, uid);
    }
    for (let entity of data[index]) {
      const nodes = (0, _normalize.createNodes)(entity, context, uid);
      await Promise.all(nodes.map(n => createNode(n)));
    }
  }
  return;
};
exports.sourceNodes = sourceNodes;