import type { ValueTransformer } from 'typeorm';

/**
 * Paise are bigint in SQL and number in TypeScript (exact below 2^53, far above any
 * balance the wallet allows); pg hands bigint over as a string.
 */
export const bigintAsNumber: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};
