import {
  DockerfileParser,
  From,
  JSONInstruction,
  ModifiableInstruction,
  type Healthcheck,
  type Instruction,
} from 'dockerfile-ast';

/** One stage of a Dockerfile: its FROM and the instructions up to the next FROM. */
export interface Stage {
  /** The name after `AS`, or the stage's index. */
  name: string;
  /** The base image as written: `node:24-bookworm-slim`. */
  image: string;
  instructions: Instruction[];
}

/** The stages of a Dockerfile, in order, as dockerfile-ast parses it. */
export function dockerfileStages(text: string): Stage[] {
  const stages: Stage[] = [];
  for (const instruction of DockerfileParser.parse(text).getInstructions()) {
    if (instruction instanceof From) {
      const name = instruction.getBuildStage() ?? String(stages.length);
      stages.push({ name, image: instruction.getImage() ?? '', instructions: [] });
    } else {
      const stage = stages.at(-1);
      if (!stage) throw new Error(`${instruction.getKeyword()} before the first FROM`);
      stage.instructions.push(instruction);
    }
  }
  return stages;
}

/** The instructions of a stage with one keyword (`RUN`, `COPY`…). */
export const instructionsOf = (stage: Stage, keyword: string) =>
  stage.instructions.filter((instruction) => instruction.getKeyword() === keyword);

/** The value of an instruction's `--name=value` flag, if it has one. */
export function flagOf(instruction: Instruction, name: string): string | undefined {
  if (!(instruction instanceof ModifiableInstruction)) return undefined;
  return (
    instruction
      .getFlags()
      .find((flag) => flag.getName() === name)
      ?.getValue() ?? undefined
  );
}

/** What a RUN hands the shell: its text after the flags, continuation lines joined. */
export const shellCommand = (instruction: Instruction) => instruction.getArgumentsContent() ?? '';

/** The arguments of an exec-form (JSON) CMD, ENTRYPOINT or COPY; empty for the shell form. */
export const execArguments = (instruction: Instruction) =>
  instruction instanceof JSONInstruction ? instruction.getJSONStrings().map((part) => part.getJSONValue()) : [];

/** A HEALTHCHECK's command in exec form (`CMD ["node", "-e", …]`), or undefined for NONE or the shell form. */
export function healthcheckCommand(instruction: Healthcheck): string[] | undefined {
  const content = instruction.getArgumentsContent() ?? '';
  const json = content.replace(/^\s*CMD\s+/i, '');
  if (json === content || !json.startsWith('[')) return undefined;
  return JSON.parse(json) as string[];
}
