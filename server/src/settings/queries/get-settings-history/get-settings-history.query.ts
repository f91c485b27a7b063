import { Query } from '@nestjs/cqrs';
import type { PeriodId } from '../../../draws/draw-periods.js';
import type { PaymentDetailsAnswer } from '../../settings-api.js';

export const SETTING_NAMES = ['latest-news', 'referral-code-amount', 'ticket-amount', 'payment-details', 'result-source'] as const;
/** A setting by the name of its route (/admin/settings/<name>). */
export type SettingName = (typeof SETTING_NAMES)[number];

export type SettingValue = string | number | PaymentDetailsAnswer | null;

/** One change of one setting, as the API shows it (amounts in rupees). */
export interface SettingsHistoryEntry {
  /** The change's position in the settings stream: later changes have higher ones. */
  version: number;
  setting: SettingName;
  /** The ticket amount's period; null for the other settings. */
  period: PeriodId | null;
  value: SettingValue;
  /** The value before this change (the default for the first change). */
  previous_value: SettingValue;
  /** The admin who made it; username null if that account is gone. */
  changed_by: { id: string; username: string | null };
  changed_at: string;
}

export interface SettingsHistoryPage {
  rows: SettingsHistoryEntry[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

/** Changes of the settings, newest first, optionally of one setting (and one period). */
export class GetSettingsHistory extends Query<SettingsHistoryPage> {
  constructor(
    readonly filter: { setting?: SettingName; period?: PeriodId },
    readonly page: number,
    readonly limit: number,
  ) {
    super();
  }
}
