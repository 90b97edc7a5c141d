/** What blocks share from their page's query (services, contact details), given once by <Blocks>. */
import { createContext, useContext } from 'react';
import type { BlocksSiteData } from './types';

const empty: BlocksSiteData = { allStrapiService: { nodes: [] }, strapiGlobal: null };

export const BlocksSiteContext = createContext<BlocksSiteData>(empty);

export const useBlocksSite = (): BlocksSiteData => useContext(BlocksSiteContext);
