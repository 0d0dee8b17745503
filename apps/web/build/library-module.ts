import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webPackage = pathToFileURL(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../package.json')).href;

/**
 * Where a module of an installed UI library package is, from the package's index as the bundler resolves it:
 * the packages export only their index, beside which their modules are (`@mantine/hooks`, `use-id/use-id.mjs`).
 */
export function libraryModuleFile(packageName: string, ...segments: string[]): string {
  return path.join(path.dirname(fileURLToPath(import.meta.resolve(packageName, webPackage))), ...segments);
}
