/** The API speaks rupees with up to 2 decimals; balances are kept in integer paise. */
export function rupees(paise: number | undefined): number {
  return (paise ?? 0) / 100;
}
