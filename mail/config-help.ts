// The configuration reference in its three shapes (`--help`, the README's
// table, `.env.example`), all read off the schema in config.ts, so a variable
// documented once is documented everywhere and none can be forgotten.
import { fields, variableDocs } from './config.ts';

/** One variable as a person reads it. */
export interface VariableReference {
  name: string;
  /** Its default as text: a value, `none` for an empty list, `unset` for nothing. */
  shown: string;
  about: string;
}

function shownDefault(value: unknown): string {
  if (value === undefined) return 'unset';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.join(',');
  return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
}

/** Every variable the server reads, in the schema's order, with its default and meaning. */
export function configReference(): VariableReference[] {
  return Object.entries(fields.shape).map(([name, schema]) => {
    const doc = variableDocs.get(schema);
    if (!doc) throw new Error(`${name} has no documentation in mail/config.ts`);
    const parsed = schema.safeParse(undefined);
    const shown = doc.shown ?? (parsed.success ? shownDefault(parsed.data) : 'required');
    return { name, shown, about: doc.about };
  });
}

/** Splits text into lines of at most `width` characters, each starting with `indent`. */
function wrap(text: string, width: number, indent: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && indent.length + line.length + 1 + word.length > width) {
      lines.push(indent + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(indent + line);
  return lines;
}

/** What `node dist-server/server.js --help` prints. */
export function helpText(width = 80): string {
  const head = [
    'Usage: node dist-server/server.js [--help]',
    '',
    ...wrap(
      'Serves the built site and receives its forms. It is configured by these environment variables, read once at start; a bad value stops the start with a message naming it. Blank counts as unset.',
      width,
      '',
    ),
  ];
  const body = configReference().flatMap(({ name, shown, about }) => [
    '',
    `  ${name} (default: ${shown})`,
    ...wrap(about, width, '      '),
  ]);
  return [...head, ...body, ''].join('\n');
}

const cell = (text: string) => text.replaceAll('|', '\\|');

/** The configuration table of docs/operating.md, in Markdown. */
export function configTable(): string {
  const rows = configReference().map(
    ({ name, shown, about }) =>
      `| \`${name}\` | ${shown === 'unset' ? shown : `\`${cell(shown)}\``} | ${cell(about)} |`,
  );
  return ['| variable | default | meaning |', '|---|---|---|', ...rows].join('\n');
}

/** `.env.example`: every variable commented out at its default, its meaning above it. */
export function envExample(): string {
  const head = [
    '# The form server reads these at start (node dist-server/server.js --help lists',
    '# them too). Copy this file to .env for npm start, or to /etc/it-site/env for',
    '# the systemd unit and docker run --env-file. Blank counts as unset.',
  ];
  const body = configReference().flatMap(({ name, shown, about }) => [
    '',
    ...wrap(about, 80, '# '),
    `# ${name}=${shown === 'unset' || shown === 'none' ? '' : shown}`,
  ]);
  return [...head, ...body, ''].join('\n');
}
