// An eslint-module-utils resolver (interface 2) for the path aliases of vite.config.ts, so
// eslint-plugin-boundaries sees '@common/pet-schemas' as the file in common/ and its layout rules
// still apply. It rewrites the alias to an absolute path and lets the node resolver do the rest.
// Settings: { aliases: { '@common': '/abs/path/common' }, extensions: ['.ts', ...] }.
const nodeResolver = require('eslint-import-resolver-node');

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file, config = {}) {
  const { aliases = {}, ...nodeConfig } = config;
  for (const [alias, target] of Object.entries(aliases)) {
    if (source === alias || source.startsWith(`${alias}/`)) {
      return nodeResolver.resolve(target + source.slice(alias.length), file, nodeConfig);
    }
  }
  return nodeResolver.resolve(source, file, nodeConfig);
};
