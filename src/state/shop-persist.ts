import { effect, signal } from '@preact/signals-react';
import { messages } from '../content/messages.ts';
import { shopState } from './shop.ts';
import { emptyShopState, shopStateSchema } from './shop-schema.ts';
import { notify } from './toasts.ts';

/** The localStorage key the shop state lives under (the template's). */
export const shopStorageKey = 'root';

/** How long restoring the stored state may take before the store gives up on it (the spec's 5000 ms). */
export const persistTimeoutMs = 5000;

/** Where the state is kept: localStorage, or anything shaped like it, even asynchronous. */
export interface ShopStorage {
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void | Promise<void>;
}

/** How restoring went: stored state restored, nothing stored, unreadable data replaced, or timed out. */
export type RestoreOutcome = 'restored' | 'fresh' | 'replaced' | 'timed-out';

/** True once the store has been restored (or given up on restoring) and saves each change. */
export const shopRestored = signal(false);

let stopSaving: (() => void) | undefined;
const timedOut = Symbol('timed out');

/** Reads and checks the stored state; corrupt or foreign data counts as unreadable, never as an error. */
function parseStored(raw: string | null): { outcome: RestoreOutcome; state: ReturnType<typeof emptyShopState> } {
  if (raw === null) return { outcome: 'fresh', state: emptyShopState() };
  try {
    const parsed = shopStateSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return { outcome: 'restored', state: parsed.data };
  } catch {
    // Not JSON at all: another app's value or a truncated write. Replaced below.
  }
  return { outcome: 'replaced', state: emptyShopState() };
}

/**
 * Restores the shop state from storage, then saves every change back. Calling
 * it again re-reads storage, as a page reload would. If storage does not
 * answer within `timeoutMs`, it toasts 'persist timed out' and carries on with
 * an empty state that is saved from then on, as the template's persistence did.
 */
export async function initShop({
  storage = globalThis.localStorage,
  timeoutMs = persistTimeoutMs,
}: { storage?: ShopStorage; timeoutMs?: number } = {}): Promise<RestoreOutcome> {
  stopSaving?.();
  stopSaving = undefined;
  shopRestored.value = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<typeof timedOut>((resolve) => {
    timer = setTimeout(() => resolve(timedOut), timeoutMs);
  });
  const read = Promise.resolve()
    .then(() => storage.getItem(shopStorageKey))
    .catch((): string | null => ''); // storage refused (privacy mode): treat as unreadable
  const raw = await Promise.race([read, deadline]).finally(() => clearTimeout(timer));

  let outcome: RestoreOutcome;
  if (raw === timedOut) {
    notify('error', messages.persist.timedOut);
    shopState.value = emptyShopState();
    outcome = 'timed-out';
  } else {
    const stored = parseStored(raw);
    shopState.value = stored.state;
    outcome = stored.outcome;
  }
  // The effect runs once at once, so replaced data is overwritten straight away.
  stopSaving = effect(() => {
    const json = JSON.stringify(shopState.value);
    // A full or blocked storage must not break the page: the state lives on in memory.
    try {
      const saving = storage.setItem(shopStorageKey, json);
      if (saving instanceof Promise) saving.catch(() => undefined);
    } catch {
      // Quota exceeded or storage disabled: keep going in memory.
    }
  });
  shopRestored.value = true;
  return outcome;
}
