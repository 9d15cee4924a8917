import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newChallengeKey, type ChallengeStore } from '../challenge-store.ts';

/** Spent challenges remembered at most: ten minutes of a flood far past any rate limit, a few MB. */
const DEFAULT_CAPACITY = 100_000;

/**
 * The challenge store of the local spool: the key in DATA_DIR/altcha-hmac-key
 * (made at first start, readable by this user alone, kept across restarts so
 * a page loaded before one still posts), the spent challenges in memory. Past
 * `capacity` the oldest is forgotten: it expires within minutes anyway, and
 * whoever solved that many challenges gains nothing by replaying one.
 */
export class SpoolChallengeStore implements ChallengeStore {
  /** Challenge id → when it expires (ms); Map keeps insertion order, and every challenge lives as long, so the oldest comes first. */
  readonly #spent = new Map<string, number>();
  readonly #file: string;
  readonly #capacity: number;

  constructor(dataDir: string, capacity = DEFAULT_CAPACITY) {
    this.#file = path.join(dataDir, 'altcha-hmac-key');
    this.#capacity = capacity;
  }

  async key(): Promise<string> {
    const kept = await readFile(this.#file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (kept?.trim()) return kept.trim();
    const key = newChallengeKey();
    await mkdir(path.dirname(this.#file), { recursive: true });
    await writeFile(this.#file, `${key}\n`, { mode: 0o600 });
    return key;
  }

  async spend(id: string, expiresAt: Date, now: Date): Promise<boolean> {
    for (const [spent, until] of this.#spent) {
      if (until > now.getTime() && this.#spent.size < this.#capacity) break;
      this.#spent.delete(spent);
    }
    if (this.#spent.has(id)) return false;
    this.#spent.set(id, expiresAt.getTime());
    return true;
  }
}
