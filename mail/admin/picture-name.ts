/** The extension each picture type the editor takes is saved under. */
export const pictureExtensions: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

/**
 * A picture's file name from the name it was uploaded under: lowercase words
 * joined by hyphens (accents dropped, everything else a hyphen), at most 60
 * characters, `picture` when nothing is left; the extension is the type its
 * bytes say, whatever the upload's name claimed.
 */
export function pictureStem(uploadedName: string): string {
  const stem = uploadedName.replace(/\.[^.]*$/, '');
  const words = stem
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return words || 'picture';
}

/** The names to try for a picture, in order: `team.webp`, then `team-2.webp`, `team-3.webp`, … */
export function* pictureNames(stem: string, extension: string): Generator<string> {
  yield `${stem}.${extension}`;
  for (let n = 2; ; n++) yield `${stem}-${n}.${extension}`;
}
