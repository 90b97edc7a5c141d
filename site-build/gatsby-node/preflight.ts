/** Before anything else of the build: is the CMS there to feed it (onPreBootstrap). */
import type { GatsbyNode } from 'gatsby';
import { cmsProblem } from '../cms-access';

/** Fail fast, in one sentence, when the CMS cannot feed the build: never build an empty site. */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  const problem = await cmsProblem();
  if (problem) reporter.panic(problem);
};
