// Makes the `_global` CSS of Chakra's createSystem (its reset, the global styles and every token as a CSS variable)
// built on first read instead of in createSystem. A server-rendered page has that CSS in its <head> already, so the
// browser need not build it at start-up (~40% of createSystem; see ForgeUIProvider's `globalCssInPage`).
// Pinned to the Chakra version in package-lock: if the source changes shape, the build fails here rather than the
// page losing its styles.
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const RETURNED = '    _global,\n';

module.exports = function chakraLazyGlobal(source) {
  if (!source.includes(EAGER) || !source.includes(RETURNED)) {
    throw new Error("chakra-lazy-global-loader: @chakra-ui/react's styled-system/system.js changed; update the loader");
  }
  return source
    .replace(EAGER, 'let _global;')
    .replace(RETURNED, '    get _global() {\n      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n');
};
