import { baseApi } from '../../../lib/api/base-api.js';
import { toPlaySession, toPlayView, type LimitWindow, type PauseKind, type PlaySession, type PlayView } from './play-view.js';

export type DepositLimits = Record<LimitWindow, number | null>;

export type PauseRequest =
  | { kind: Extract<PauseKind, 'cool_off'>; duration: '24h' | '7d' | '30d' }
  | { kind: Extract<PauseKind, 'self_exclusion'>; duration: '6m' | '1y' | '5y' };

type Reply = { data?: unknown };

/**
 * The player's responsible-play routes (issue 12, C1-C7). A change that answers with the
 * new settings puts them in place at once; one that does not has them read again.
 * The settings count the deposits of the current windows, so a deposit request (tag
 * 'Deposits', even a refused one) has them read again too.
 */
const playApi = baseApi.enhanceEndpoints({ addTagTypes: ['ResponsiblePlay', 'PlaySession'] }).injectEndpoints({
  endpoints: (build) => {
    const change = <Arg>(request: (arg: Arg) => { url: string; method: 'PUT' | 'POST'; body?: unknown }, alsoSession = false) =>
      build.mutation<PlayView | null, Arg>({
        query: request,
        transformResponse: (reply: Reply) => toPlayView(reply?.data),
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (data) dispatch(playApi.util.upsertQueryData('getResponsiblePlay', undefined, data));
        },
        invalidatesTags: (view) => [...(view ? [] : ['ResponsiblePlay' as const]), ...(alsoSession ? ['PlaySession' as const] : [])],
      });
    return {
      getResponsiblePlay: build.query<PlayView | null, void>({
        query: () => '/user/responsible-play',
        transformResponse: (reply: Reply) => toPlayView(reply?.data),
        providesTags: ['ResponsiblePlay', 'Deposits'],
      }),
      getPlaySession: build.query<PlaySession | null, void>({
        query: () => '/user/responsible-play/session',
        transformResponse: (reply: Reply) => toPlaySession(reply?.data),
        providesTags: ['PlaySession'],
      }),
      setDepositLimits: change((limits: DepositLimits) => ({ url: '/user/responsible-play/deposit-limits', method: 'PUT', body: limits })),
      declineLimits: change((_: void) => ({ url: '/user/responsible-play/deposit-limits/decline', method: 'POST' })),
      reviewLimits: change((_: void) => ({ url: '/user/responsible-play/review', method: 'POST' })),
      setRealityCheck: change((minutes: 0 | 30 | 60) => ({ url: '/user/responsible-play/reality-check', method: 'PUT', body: { minutes } }), true),
      startPause: change((pause: PauseRequest) => ({ url: '/user/responsible-play/pause', method: 'POST', body: pause })),
    };
  },
});

export const {
  useGetResponsiblePlayQuery,
  useGetPlaySessionQuery,
  useLazyGetPlaySessionQuery,
  useSetDepositLimitsMutation,
  useDeclineLimitsMutation,
  useReviewLimitsMutation,
  useSetRealityCheckMutation,
  useStartPauseMutation,
} = playApi;

export type { LimitView, LimitWindow, Pause, PauseKind, PlaySession, PlayView } from './play-view.js';
