// Finds a program from a Debian package; when it is missing, installs the package if it can (root with apt-get),
// otherwise stops and says what to install.
import { execFileSync, spawnSync } from 'node:child_process';

let updated = false;

/**
 * `find()` returns the program's path or undefined; the package is installed when it answers nothing.
 * `otherwise` is added to the message that stops the command (another way to provide the program).
 */
export function ensureDebianPackage({ pkg, find, purpose, otherwise = '' }) {
  const found = find();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log(`${purpose}: installing Debian's ${pkg} package…`);
    if (!updated) execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    updated = true;
    execFileSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    const installed = find();
    if (installed) return installed;
  }
  console.error(`${purpose} needs Debian's ${pkg} package and it was not found.\nInstall it (\`sudo apt-get install ${pkg}\`)${otherwise} and run the command again.`);
  process.exit(1);
}
