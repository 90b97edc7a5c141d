/**
 * What the browser's bundle gets for `prop-types` (site-build/gatsby-node/webpack.ts): Gatsby's runtime,
 * its router and gatsby-link declare `propTypes` on their components, which React 19 no longer reads
 * (it dropped propTypes checks), and the package's production build is already checks that do nothing
 * (factoryWithThrowingShims: about 250 bytes compressed in every first load, with its `PropTypes`
 * factory and secret). This is the same in fewer bytes: every validator, and what each returns
 * (`arrayOf(x)`, `shape(...)`), is one function that checks nothing and has an `isRequired` that is itself.
 */
interface Check {
  (): Check;
  isRequired: Check;
}
const check = (() => check) as Check;
check.isRequired = check;

const propTypes: Record<string, unknown> = {};
for (const name of 'any array bigint bool func number object string symbol node element elementType instanceOf arrayOf objectOf oneOf oneOfType shape exact checkPropTypes resetWarningCache'.split(
  ' ',
))
  propTypes[name] = check;
propTypes.PropTypes = propTypes;

export default propTypes;
