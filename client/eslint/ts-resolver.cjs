// An import resolver for eslint-plugin-boundaries that resolves exactly as the TypeScript
// compiler does with client/tsconfig.json: '.js' specifiers that name '.ts' files, and the
// path aliases shared with the server ('@draws/draw-periods', '@draws/prize-odds', '@identity/password-policy', '@identity/username-policy').
// Node's resolver knows neither, and an unresolved import escapes every boundary rule.
const path = require('node:path');
const ts = require('typescript');

const configFile = path.join(__dirname, '..', 'tsconfig.json');
const parsed = ts.getParsedCommandLineOfConfigFile(configFile, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
if (!parsed) throw new Error(`ts-resolver: cannot read ${configFile}`);
const cache = ts.createModuleResolutionCache(path.dirname(configFile), (name) => name, parsed.options);

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file) {
  const { resolvedModule } = ts.resolveModuleName(source, file, parsed.options, ts.sys, cache);
  if (resolvedModule) return { found: true, path: resolvedModule.resolvedFileName };
  if (/\.css$/.test(source)) return { found: true, path: path.resolve(path.dirname(file), source) };
  return { found: false };
};
