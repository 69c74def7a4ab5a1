// Shared by the scripts that test the tree in a throwaway git worktree (breadth-copy.mjs,
// project-area.mjs): the copy uses the root's installed packages, but its own workspace packages.
import { mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

const OWN = { domain: 'packages/domain', server: 'packages/server', web: 'packages/web', e2e: 'e2e', bench: 'bench' };

/** Links `dir`'s node_modules to `root`'s, except the workspace packages, which point into `dir`. */
export function linkDependencies(root, dir) {
  mkdirSync(join(dir, 'node_modules', '@portal'), { recursive: true });
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (name === '@portal') continue;
    symlinkSync(join(root, 'node_modules', name), join(dir, 'node_modules', name));
  }
  for (const name of readdirSync(join(root, 'node_modules', '@portal'))) {
    const own = OWN[name];
    symlinkSync(own ? join(dir, own) : join(root, 'node_modules', '@portal', name), join(dir, 'node_modules', '@portal', name));
  }
}
