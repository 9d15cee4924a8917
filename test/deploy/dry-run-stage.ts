import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { Healthcheck, type Instruction } from 'dockerfile-ast';
import { execArguments, flagOf, healthcheckCommand, shellCommand, type Stage } from './dockerfile-stages.ts';

/** A stage carried out in a folder: its root stands for the image's `/`. */
export interface StageFolder {
  root: string;
  /** The last WORKDIR, an image path. */
  workdir: string;
  /** What its ENV instructions set, as written. */
  env: Record<string, string>;
  user?: string;
  cmd: string[];
  healthcheck?: string[];
}

/** Where an image path of a stage lives on this machine. */
export const onDisk = (folder: StageFolder, imagePath: string) =>
  path.join(folder.root, path.posix.resolve(folder.workdir, imagePath));

/**
 * The one RUN that is not a command for this machine: creating the data
 * folder for the image's user (who does not exist here). The folder is made
 * under the stage's root; its owner is the test's user.
 */
const makeFolder = /^install -d(?: -o \S+)?(?: -g \S+)?(?: -m \d+)? (\/\S+)$/;

/**
 * Carries out a stage's instructions in `root` without a container engine:
 * COPY from the context or an earlier stage, RUN through `sh` in the WORKDIR
 * with the stage's ENV over `env` (which gives PATH its Node 24 and npm their
 * cache: the stand-ins for the base image and the BuildKit cache mount), and
 * records USER, CMD and HEALTHCHECK for the caller to start. Any other
 * instruction stops it, so a new one in the Dockerfile is taught here first.
 */
export function dryRunStage(
  stage: Stage,
  root: string,
  sources: { context: string; stages: Map<string, StageFolder> },
  env: NodeJS.ProcessEnv,
): StageFolder {
  const folder: StageFolder = { root, workdir: '/', env: {}, cmd: [] };
  mkdirSync(root, { recursive: true });
  const args = (instruction: Instruction) => instruction.getArguments().map((part) => part.getValue());
  for (const instruction of stage.instructions) {
    const keyword = instruction.getKeyword();
    if (keyword === 'WORKDIR') {
      folder.workdir = path.posix.resolve(folder.workdir, args(instruction)[0] ?? '/');
      mkdirSync(onDisk(folder, '.'), { recursive: true });
    } else if (keyword === 'ENV') {
      for (const entry of args(instruction)) {
        const at = entry.indexOf('=');
        folder.env[entry.slice(0, at)] = entry.slice(at + 1);
      }
    } else if (keyword === 'COPY') {
      copy(folder, instruction, args(instruction), sources);
    } else if (keyword === 'RUN') {
      const command = shellCommand(instruction);
      const made = makeFolder.exec(command);
      if (made?.[1]) {
        mkdirSync(onDisk(folder, made[1]), { recursive: true });
        continue;
      }
      const ran = spawnSync('sh', ['-c', command], {
        cwd: onDisk(folder, '.'),
        env: { ...env, ...folder.env },
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      if (ran.status !== 0)
        throw new Error(`RUN ${command} failed (${ran.status ?? ran.signal}):\n${ran.stdout}\n${ran.stderr}`);
    } else if (keyword === 'VOLUME') {
      for (const volume of args(instruction)) mkdirSync(onDisk(folder, volume), { recursive: true });
    } else if (keyword === 'USER') {
      folder.user = args(instruction)[0];
    } else if (keyword === 'CMD') {
      folder.cmd = execArguments(instruction);
    } else if (instruction instanceof Healthcheck) {
      folder.healthcheck = healthcheckCommand(instruction);
    } else if (keyword !== 'EXPOSE') {
      throw new Error(`the dry run does not know ${keyword} (${instruction.toString()}): teach dry-run-stage.ts`);
    }
  }
  return folder;
}

/** COPY [--from=stage] src… dest: from the context, or from an earlier stage's folder. */
function copy(
  folder: StageFolder,
  instruction: Instruction,
  args: string[],
  sources: { context: string; stages: Map<string, StageFolder> },
) {
  const from = flagOf(instruction, 'from');
  const origin = from === undefined ? undefined : sources.stages.get(from);
  if (from !== undefined && !origin) throw new Error(`COPY --from=${from}: no earlier stage of that name`);
  const dest = args.at(-1) ?? '.';
  const list = args.slice(0, -1);
  const target = onDisk(folder, dest);
  const intoFolder = dest.endsWith('/') || list.length > 1;
  for (const source of list) {
    const file = origin ? path.join(origin.root, path.posix.resolve('/', source)) : path.join(sources.context, source);
    const isFolder = statSync(file).isDirectory();
    // A folder's contents go into dest, as Docker copies them; a file goes into dest/ or becomes dest.
    const to = isFolder || !intoFolder ? target : path.join(target, path.basename(file));
    cpSync(file, to, { recursive: true });
  }
}
