import type { Scenario } from './presets';
import { BRANDS, type WalletDraft } from './wallet-model';

/**
 * Scenarios a person saves, kept in this browser's localStorage only (never sent anywhere). What
 * is read back is checked field by field, so a stale or edited entry is dropped, not trusted.
 */

export const SCENARIO_STORAGE_KEY = 'smartsplit.sandbox.scenarios';
export const MAX_SAVED = 20;

export interface ScenarioStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function storage(): ScenarioStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const isString = (v: unknown): v is string => typeof v === 'string' && v.length <= 200;

function isDraft(value: unknown): value is WalletDraft {
  if (!value || typeof value !== 'object') return false;
  const d = value as Record<string, unknown>;
  if (
    !isString(d.amount) ||
    !isString(d.category) ||
    !isString(d.customerEmail) ||
    typeof d.maxSplits !== 'number' ||
    !Array.isArray(d.cards) ||
    d.cards.length > 20
  )
    return false;
  return d.cards.every((c: unknown) => {
    if (!c || typeof c !== 'object') return false;
    const card = c as Record<string, unknown>;
    const strings = ['id', 'last4', 'expMonth', 'expYear', 'available', 'rewardRate', 'rewardCap', 'rateAfterCap'].every((k) => isString(card[k]));
    const rates =
      Array.isArray(card.categoryRates) &&
      card.categoryRates.every(
        (r: unknown) => !!r && typeof r === 'object' && ['key', 'category', 'rate'].every((k) => isString((r as Record<string, unknown>)[k])),
      );
    return strings && rates && BRANDS.includes(card.brand as never);
  });
}

export function loadSavedScenarios(store: ScenarioStorage | null = storage()): Scenario[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(SCENARIO_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((s): s is { name: string; draft: WalletDraft } => !!s && typeof s === 'object' && isString(s.name) && isDraft(s.draft))
      .slice(0, MAX_SAVED)
      .map((s) => ({ name: s.name, builtIn: false, draft: s.draft }));
  } catch {
    return [];
  }
}

function write(scenarios: readonly Scenario[], store: ScenarioStorage | null): boolean {
  try {
    store?.setItem(SCENARIO_STORAGE_KEY, JSON.stringify(scenarios.map(({ name, draft }) => ({ name, draft }))));
    return store !== null;
  } catch {
    return false;
  }
}

/** Saves (or replaces, by name) a scenario; the newest comes first. False when the browser refused. */
export function saveScenario(name: string, draft: WalletDraft, store: ScenarioStorage | null = storage()): boolean {
  const rest = loadSavedScenarios(store).filter((s) => s.name !== name);
  return write([{ name, builtIn: false, draft }, ...rest].slice(0, MAX_SAVED), store);
}

export function deleteScenario(name: string, store: ScenarioStorage | null = storage()): boolean {
  return write(
    loadSavedScenarios(store).filter((s) => s.name !== name),
    store,
  );
}
