import path from 'node:path';
import picomatch from 'picomatch';

/**
 * Whether a path (relative to the build context, with `/`) is left out of the
 * context by a `.dockerignore`, as Docker reads one: `#` comments, patterns
 * matched like Go's filepath.Match plus `**`, a pattern that matches a folder
 * leaves out everything in it, `!` takes a path back, the last match wins.
 */
export function dockerIgnore(text: string): (file: string) => boolean {
  const rules = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const exception = line.startsWith('!');
      const pattern = path.posix.normalize(exception ? line.slice(1).trim() : line).replace(/^\/+/, '');
      return { exception, matches: picomatch(pattern, { dot: true }) };
    });
  return (file) => {
    const parts = file.split('/');
    const selfAndFolders = parts.map((_, index) => parts.slice(0, index + 1).join('/'));
    let ignored = false;
    for (const { exception, matches } of rules)
      if (selfAndFolders.some((entry) => matches(entry))) ignored = !exception;
    return ignored;
  };
}
