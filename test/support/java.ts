import { ensureDebianPackage, onPath } from './debian-package.ts';

/** Makes sure Java is there for the Nu HTML Checker (vnu-jar), or says what to install. */
export function ensureJava(): boolean {
  return ensureDebianPackage({
    purpose: 'The HTML validity check (the Nu HTML Checker runs on Java)',
    present: () => onPath('java'),
    debianPackage: 'default-jre-headless',
  });
}
