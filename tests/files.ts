import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every file below a folder, recursively. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    // Installed packages are nobody's source (bench/ installs Lighthouse into its own).
    if (name === 'node_modules') return [];
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}
