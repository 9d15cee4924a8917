import type { FieldProblem } from '../../../src/content/editor-api.ts';

/**
 * A front matter that cannot be read as YAML (or is not a list of fields): no
 * draft can be made of it, so the editor shows the file's text and these
 * problems, in the build's words.
 */
export class FrontMatterError extends Error {
  readonly problems: FieldProblem[];

  constructor(problems: FieldProblem[]) {
    super(problems.map((problem) => problem.message).join('\n'));
    this.name = 'FrontMatterError';
    this.problems = problems;
  }
}
