import { drawPeriod, type PeriodId, type PrizeMode } from '@draws/draw-periods';
import {
  hundredthsOf,
  MAX_JACKPOT_RUPEES,
  MAX_MULTIPLIER,
  MAX_POT_SHARE_PERCENT,
  multiplierFields,
  periodReturn,
  tableReturn,
  type MultiplierField,
  type TableOdds,
} from '@draws/prize-odds';
import type { JackpotChange, JackpotSettings } from './api/jackpot-api.js';
import { MULTIPLIER_LABELS, WEEKLY_JACKPOT_LABEL, WEEKLY_NUMBER_LABELS, type AdminDrawsKey, type AdminDrawsText } from './admin-draws.strings.js';

/**
 * The jackpot modal's form, pure: which inputs a table has and their labels (the spec's,
 * weekly's own), the checks the server makes again, and the return to player of what is
 * typed, computed exactly by the server's own module (@draws/prize-odds). Labels and
 * messages are in the words `t` gives.
 */
export type FieldName = MultiplierField | 'jackpotAmount' | 'potShare';
export type FormValues = Partial<Record<FieldName, string>>;

export interface FieldSpec {
  name: FieldName;
  label: string;
  kind: 'multiplier' | 'amount' | 'percent';
}

/** A field's label: the notation of the prize tables, or a message. */
type Label = { notation: string } | { key: AdminDrawsKey };
type Field = Omit<FieldSpec, 'label'> & { label: Label };

/** The inputs of a table, in the spec's order, with what names them. */
function specsOf(period: PeriodId, mode: PrizeMode): Field[] {
  const multipliers = multiplierFields(period, mode);
  const weekly = multipliers.includes('onlyA');
  const spec = (name: MultiplierField): Field => ({ name, label: { notation: (weekly && WEEKLY_NUMBER_LABELS[name]) || MULTIPLIER_LABELS[name] }, kind: 'multiplier' });
  const jackpot: Field = { name: 'jackpotAmount', label: weekly ? { notation: WEEKLY_JACKPOT_LABEL } : { key: 'jackpot.jackpotAmount' }, kind: 'amount' };
  const share: Field = { name: 'potShare', label: { key: 'jackpot.potShare' }, kind: 'percent' };
  // Weekly as the spec lists it: 5N + A, the letter tiers, A x, then 5N x to 1N x.
  if (weekly) return [jackpot, ...(['fourNA', 'threeNA', 'twoNA', 'oneNA', 'onlyA', 'fiveN', 'fourN', 'threeN', 'twoN', 'oneN'] as const).map(spec), share];
  return [...multipliers.map(spec), jackpot, share];
}

export function fieldsOf(period: PeriodId, mode: PrizeMode, t: AdminDrawsText): FieldSpec[] {
  return specsOf(period, mode).map(({ label, ...field }) => ({ ...field, label: 'key' in label ? t(label.key) : label.notation }));
}

export function valuesOf(settings: JackpotSettings, period: PeriodId, mode: PrizeMode): FormValues {
  return Object.fromEntries(specsOf(period, mode).map(({ name }) => [name, String(settings[name] ?? 0)]));
}

/** Why a typed value is refused (the message's key), or null. */
function problemOf(kind: FieldSpec['kind'], text: string | undefined): AdminDrawsKey | null {
  const value = (text ?? '').trim();
  if (kind === 'multiplier') return hundredthsOf(value, MAX_MULTIPLIER) === null ? 'jackpot.invalidMultiplier' : null;
  if (kind === 'percent') return hundredthsOf(value, MAX_POT_SHARE_PERCENT) === null ? 'jackpot.invalidShare' : null;
  return hundredthsOf(value, MAX_JACKPOT_RUPEES) === null ? 'jackpot.invalidAmount' : null;
}

export function fieldError(kind: FieldSpec['kind'], text: string | undefined, t: AdminDrawsText): string | null {
  const problem = problemOf(kind, text);
  return problem ? t(problem) : null;
}

export function errorsOf(period: PeriodId, mode: PrizeMode, values: FormValues, t: AdminDrawsText): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  for (const { name, kind } of specsOf(period, mode)) {
    const error = fieldError(kind, values[name], t);
    if (error) errors[name] = error;
  }
  return errors;
}

/** The table the typed values make, or null while one of them is not a valid number. */
export function oddsOf(period: PeriodId, mode: PrizeMode, values: FormValues): TableOdds | null {
  if (specsOf(period, mode).some(({ name, kind }) => problemOf(kind, values[name]) !== null)) return null;
  const multipliers = Object.fromEntries(multiplierFields(period, mode).map((f) => [f, Number(values[f]!.trim())]));
  return { multipliers, potShare: Number(values.potShare!.trim()) / 100 };
}

export interface LiveReturn {
  /** Per mode, % of the ticket price; null while that tab has an invalid value. */
  modes: Partial<Record<PrizeMode, number | null>>;
  period: number | null;
}

export function liveReturn(period: PeriodId, forms: Partial<Record<PrizeMode, FormValues>>): LiveReturn {
  const modes: LiveReturn['modes'] = {};
  const tables: Partial<Record<PrizeMode, TableOdds>> = {};
  let complete = true;
  for (const mode of drawPeriod(period).modes) {
    const odds = forms[mode] ? oddsOf(period, mode, forms[mode]) : null;
    modes[mode] = odds ? tableReturn(period, mode, odds) * 100 : null;
    if (odds) tables[mode] = odds;
    else complete = false;
  }
  return { modes, period: complete ? periodReturn(period, tables) * 100 : null };
}

/** The body of a save: every field of the tab, as typed (trimmed). */
export function changeOf(period: PeriodId, mode: PrizeMode, values: FormValues): JackpotChange {
  return Object.fromEntries(specsOf(period, mode).map(({ name }) => [name, (values[name] ?? '').trim()]));
}
