import type { Plugin } from 'vite';

/** The UI library's module that removes its default CSS variables from a theme's, when asked to. */
export const REMOVE_DEFAULT_VARIABLES = /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineCssVariables[\\/]remove-default-variables\.mjs$/;

const EAGER = 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);';
const FUNCTION_START = 'function removeDefaultVariables(input) {';

/**
 * The module's code with its table of the default theme's CSS variables made on first use instead of when the
 * module is evaluated: making it (every colour of the default theme in every shade, converted) was the largest
 * part of the app's start-up evaluation on a slowed phone, and the portal never uses it, since its provider
 * writes the theme's variables itself (`deduplicateCssVariables={false}`, docs/decisions/0042). Throws when the
 * code is not the one this was written for, so that an upgrade of the library is looked at.
 */
export function lazyDefaultVariablesCode(code: string): string {
  if (!code.includes(EAGER) || !code.includes(FUNCTION_START))
    throw new Error('lazy-default-variables: the UI library changed remove-default-variables.mjs; look at it again and update build/lazy-default-variables.ts');
  return code
    .replace(EAGER, 'let defaultCssVariablesMade;')
    .replace(FUNCTION_START, `${FUNCTION_START}\n\tconst defaultCssVariables = (defaultCssVariablesMade ??= defaultCssVariablesResolver(DEFAULT_THEME));`);
}

/** Builds the app with `lazyDefaultVariablesCode` in the library's module; the build fails if the module was not met. */
export function lazyDefaultVariables(): Plugin {
  let met = false;
  return {
    name: 'pensia-lazy-default-variables',
    apply: 'build',
    buildStart() {
      met = false;
    },
    transform(code, id) {
      if (!REMOVE_DEFAULT_VARIABLES.test(id.split('?')[0]!)) return null;
      met = true;
      return { code: lazyDefaultVariablesCode(code), map: null };
    },
    buildEnd(error) {
      if (!error && !met) this.error("lazy-default-variables: no module imported the UI library's remove-default-variables.mjs; update build/lazy-default-variables.ts");
    },
  };
}
