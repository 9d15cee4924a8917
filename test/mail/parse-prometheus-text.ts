// The Prometheus text exposition format (version 0.0.4) read back as a scraper
// reads it, so a test asserts on families, labels and values rather than on
// substrings. Strict: a line that is not a comment, a blank or a sample of the
// family its last TYPE line opened fails the test.

/** One sample: its full name (a histogram's `_bucket`, `_sum`, `_count` included), labels and value. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** One metric family: its HELP and TYPE lines and its samples, in order. */
export interface Family {
  help: string;
  type: string;
  samples: Sample[];
}

const suffixes: Record<string, string[]> = {
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['', '_sum', '_count'],
};
const sampleLine = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: -?\d+)?$/;
const labelPair = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(?:,|$)/y;
const unescape = (text: string) => text.replace(/\\(.)/g, (_all, c: string) => (c === 'n' ? '\n' : c));
// As Prometheus reads them (Go's ParseFloat): NaN and Inf in any case; prom-client writes NaN as "Nan".
const numberOf = (text: string) => {
  const word = text.toLowerCase();
  if (word === 'nan') return NaN;
  if (/^[+-]?inf$/.test(word)) return word.startsWith('-') ? -Infinity : Infinity;
  return text.trim() === '' ? NaN : Number(text);
};

function labelsOf(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  labelPair.lastIndex = 0;
  while (labelPair.lastIndex < text.length) {
    const match = labelPair.exec(text);
    if (!match) throw new Error(`unreadable labels in: ${line}`);
    labels[match[1]!] = unescape(match[2]!);
  }
  return labels;
}

/** Every family in `text`, by name; throws on a line a scraper would reject. */
export function parsePrometheusText(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  let current: { name: string; family: Family } | undefined;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const comment = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
    if (comment) {
      const [, kind, name, rest] = comment as unknown as [string, string, string, string];
      const family = families.get(name) ?? { help: '', type: 'untyped', samples: [] };
      if (kind === 'HELP') family.help = unescape(rest);
      else family.type = rest;
      families.set(name, family);
      current = { name, family };
      continue;
    }
    const sample = sampleLine.exec(line);
    if (!sample || !current) throw new Error(`not a sample line: ${line}`);
    const [, name, labels = '', value] = sample as unknown as [string, string, string | undefined, string];
    const allowed = (suffixes[current.family.type] ?? ['']).map((suffix) => current!.name + suffix);
    if (!allowed.includes(name)) throw new Error(`${name} is not a sample of ${current.name}: ${line}`);
    const parsed = numberOf(value);
    if (Number.isNaN(parsed) && value.toLowerCase() !== 'nan') throw new Error(`not a number: ${line}`);
    current.family.samples.push({ name, labels: labelsOf(labels, line), value: parsed });
  }
  return families;
}
