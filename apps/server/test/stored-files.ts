import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every file under a folder (full paths), or none when it does not exist: what a test's storage holds. */
export function filesUnder(folder: string): string[] {
  try {
    return readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}
