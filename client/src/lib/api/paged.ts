/** A page of a list route (contract: `data` rows beside `pagination`). */
export interface Paged<Row> {
  rows: Row[];
  page: number;
  total: number;
  totalPages: number;
}

export interface PagedReply {
  data?: unknown;
  pagination?: { page?: number; limit?: number; total?: number; totalPages?: number };
}

/** The rows and paging of a reply, each row read by `toRow`; missing paging means one page. */
export function toPaged<Row>(reply: PagedReply | null, page: number, toRow: (value: unknown) => Row): Paged<Row> {
  const rows = Array.isArray(reply?.data) ? reply.data.map(toRow) : [];
  const total = Number(reply?.pagination?.total ?? rows.length);
  const totalPages = Number(reply?.pagination?.totalPages ?? 1);
  return {
    rows,
    page: Number(reply?.pagination?.page ?? page),
    total: Number.isFinite(total) ? total : rows.length,
    totalPages: Number.isFinite(totalPages) && totalPages > 0 ? totalPages : 1,
  };
}

/** Query parameters without the empty ones (an unset filter is not sent). */
export function definedParams(params: object): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'number' || (typeof value === 'string' && value !== '')) out[key] = value;
  }
  return out;
}

/** A CSV route's path: the list's path + '.csv' with the same filters and no paging (contract). */
export function csvPath(path: string, filters: object): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(definedParams(filters))) query.set(key, String(value));
  const text = query.toString();
  return text ? `${path}.csv?${text}` : `${path}.csv`;
}
