import type { PeriodId } from '@draws/draw-periods';
import { textHook, type Text } from '../../lib/i18n/text.js';
import en from './messages/en.json' with { type: 'json' };

/**
 * The words of the public results and proof pages and the player's ticket page (issue 11;
 * the spec has none for them), in messages/en.json and messages/hi.json. The draws' names
 * and tab labels are the shared table's (@draws/draw-periods) in English, with Hindi ones
 * here by period id.
 */
export const useResultsText = textHook('results', en);

export type ResultsText = Text<keyof typeof en & string>;

/** The draw's name ('Vibrant'), in the language shown. */
export const periodName = (t: ResultsText, period: PeriodId) => t(`period.name.${period}`);

/** The period's label ('3 hours'). */
export const periodLabel = (t: ResultsText, period: PeriodId) => t(`period.label.${period}`);

/** A check's outcome ('Pass', 'Fail', 'Does not apply', 'Not checked here'). */
export function outcomeText(t: ResultsText, outcome: 'pass' | 'fail' | 'not-applicable' | 'unchecked'): string {
  return t(outcome === 'not-applicable' ? 'proof.outcome.notApplicable' : `proof.outcome.${outcome}`);
}

/** A settled ticket's matches per mode ('Sequence 2 · Any 3 · Letter ✓'). */
export function matchesText(t: ResultsText, matches: { sequence?: number; any?: number; letter?: boolean }): string {
  return [
    matches.sequence !== undefined ? t('matches.sequence', { count: matches.sequence }) : null,
    matches.any !== undefined ? t('matches.any', { count: matches.any }) : null,
    matches.letter !== undefined ? t(matches.letter ? 'matches.letterHit' : 'matches.letterMiss') : null,
  ].filter(Boolean).join(' · ');
}

const STAGES = ['open', 'closed', 'resulted', 'settled'] as const;
const BEACON_STATUSES = ['verified', 'none', 'late'] as const;

/** The round's stage in words ('Prizes paid'); one the client does not know as the server names it. */
export function stageText(t: ResultsText, stage: string): string {
  const known = STAGES.find((s) => s === stage);
  return known ? t(`proof.stage.${known}`) : stage;
}

/** What the beacon's status means for the draw; null for none or one the client does not know. */
export function beaconStatusText(t: ResultsText, status: string | null | undefined): string | null {
  const known = BEACON_STATUSES.find((s) => s === status);
  return known ? t(`proof.beaconStatus.${known}`) : null;
}

/** The round's declared source in words; null: opened before sources were declared. An RNG round without a beacon says so. */
export function sourceText(t: ResultsText, source: 'rng' | 'manual' | null, hasBeacon = true): string {
  if (source === 'rng') return t(hasBeacon ? 'proof.sourceRng' : 'proof.sourceRngNoBeacon');
  return t(source === 'manual' ? 'proof.sourceManual' : 'proof.sourceNone');
}
