import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/** A program the tests need, and the Debian package that provides it. */
export interface Requirement {
  /** What the tests use it for, for the message. */
  purpose: string;
  /** True when the program is there. */
  present: () => boolean;
  /** The Debian package to install. */
  debianPackage: string;
}

/** True when `command` is on the PATH. */
export const onPath = (command: string) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** True when a file exists at `file`. */
export const atPath = (file: string) => () => existsSync(file);

/**
 * Makes sure a program is there: installs its Debian package when running as
 * root with apt-get, and otherwise says exactly what to install. False if it cannot.
 */
export function ensureDebianPackage(requirement: Requirement): boolean {
  if (requirement.present()) return true;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && onPath('apt-get')) {
    console.log(`${requirement.purpose} needs Debian's ${requirement.debianPackage}: installing it with apt-get...`);
    const install = spawnSync(
      'sh',
      [
        '-c',
        // Another room may be installing at the same moment: wait for apt's lock rather than fail on it.
        `apt-get -o DPkg::Lock::Timeout=600 update -qq; DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends ${requirement.debianPackage}`,
      ],
      { stdio: 'inherit' },
    );
    if (install.status === 0 && requirement.present()) return true;
  }
  console.error(
    `${requirement.purpose} needs Debian's ${requirement.debianPackage}, which is not installed.\n` +
      `Install it:  sudo apt-get update && sudo apt-get install -y ${requirement.debianPackage}`,
  );
  return false;
}
