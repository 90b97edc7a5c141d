// Jest compiles TypeScript and JSX the way Gatsby does (babel-preset-gatsby), plus TypeScript.
module.exports = {
  presets: [['babel-preset-gatsby', { reactRuntime: 'automatic' }], '@babel/preset-typescript'],
};
