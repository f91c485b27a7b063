/**
 * The authorization matrix (issue 13): every route of the OpenAPI document, keyed
 * 'METHOD /path/{param}', with the answer each caller gets. authorization.rel.spec.ts sends
 * every route as every role with real ids and compares; a documented route missing here,
 * or an entry the document does not have, fails it, so a new route must be classified.
 *
 * The roles: anonymous (no token), player (the first player, owner of the ids sent),
 * other (a second player sending the FIRST player's ids: 404 where the path names an owner's
 * row; where it names none, other asks about their own data and answers as player), admin,
 * auditor. An answer is a status, or the statuses a body may legitimately get.
 *
 * The table is also the run order: routes that change what later routes need (a pause stops
 * play, a password change or logout ends sessions) come after the routes that need it.
 */
export const ROLES = ['anonymous', 'player', 'other', 'admin', 'auditor'] as const;
export type Role = (typeof ROLES)[number];
export type Answer = number | readonly number[];
export type Expected = Record<Role, Answer>;

const row = (anonymous: Answer, player: Answer, other: Answer, admin: Answer, auditor: Answer): Expected => ({ anonymous, player, other, admin, auditor });
/** Anyone, signed in or not, gets the same answer. */
const open = (status: number) => row(status, status, status, status, status);
/** Players only, each about their own data (the session names the owner). */
const own = (status: number) => row(401, status, status, 403, 403);
/** The path names the first player's row: the other player must not find it. */
const owned = (status: number) => row(401, status, 404, 403, 403);
/** Console reads: admins and auditors. */
const consoleRead = (status: number) => row(401, 403, 403, status, status);
/** Console changes: admins only; auditors change nothing (403). */
const consoleChange = (status: number) => row(401, 403, 403, status, 403);
/** Signed-in callers of either kind, about their own browser. */
const anySession = (status: number) => row(401, status, status, status, status);

export const AUTHORIZATION_MATRIX: Record<string, Expected> = {
  // Public reads: health, the client's settings, published results and proofs, the live stream.
  'GET /health':                                     open(200),
  'GET /api/client-config':                          open(200),
  'GET /draws/results':                              open(200),
  'GET /draws/{drawId}/proof':                       open(200),
  'GET /draws/closes':                               open(200),
  'GET /docs/fairness.md':                           open(200),
  'GET /live/draws':                                 open(200),

  // Signing up and in: public; each role walks the flow with a new account of its own.
  'POST /user/register':                             open(200),
  'POST /user/send-otp':                             open(200),
  'POST /user/resend-otp':                           open(200),
  'POST /user/verify-login-otp':                     open(200),
  'POST /user/login':                                open(200),
  'POST /user/forgot-password':                      open(200),
  'POST /user/reset-password':                       open(200),
  'POST /user/google-auth':                          open(200),
  'POST /admin/login':                               open(200),

  // The player's own account, money, draws, tickets and statement: no owner id in the path.
  'GET /user/profile':                               own(200),
  'PUT /user/update-profile':                        own(200),
  'PUT /user/language':                              own(200),
  'GET /user/news':                                  own(200),
  'GET /user/payment-details':                       own(200),
  'GET /user/deposit/upi-payment':                   own(200),
  'POST /user/deposit':                              own(201),
  'GET /user/deposits':                              own(200),
  'POST /user/withdraw':                             own(201),
  'GET /user/withdraws':                             own(200),
  'GET /user/draws':                                 own(200),
  'GET /user/draws/recent-open':                     own(200),
  'GET /user/draws/last-result':                     own(200),
  'GET /user/draws/{id}':                            own(200), // a round's id: rounds belong to no one
  'GET /user/draws/prize-stats':                     own(200),
  'GET /user/draws/pots':                            own(200),
  'POST /user/tickets':                              own(201),
  'GET /user/tickets':                               own(200),
  'GET /user/statement':                             own(200),
  'GET /user/statement.csv':                         own(200),
  'GET /user/statement/summary':                     own(200),

  // An owner's row by its id: the first player's ticket and upload.
  'GET /user/tickets/{id}':                          owned(200),
  'GET /user/uploads/{name}':                        owned(200),

  // Responsible play, the player's own (the pause last: it stops deposits and tickets).
  'GET /user/responsible-play':                      own(200),
  'POST /user/responsible-play/deposit-limits/decline': own(200),
  'PUT /user/responsible-play/deposit-limits':       own(200),
  'POST /user/responsible-play/review':              own(200),
  'PUT /user/responsible-play/reality-check':        own(200),
  'GET /user/responsible-play/session':              own(200),
  'POST /user/responsible-play/pause':               own(200),

  // The console's reads: admins and auditors.
  'GET /admin/me':                                   consoleRead(200),
  'GET /admin/users-list':                           consoleRead(200),
  'GET /admin/users-list.csv':                       consoleRead(200),
  'GET /admin/users/{userId}':                       consoleRead(200),
  'GET /admin/stats':                                consoleRead(200),
  'GET /admin/deposits':                             consoleRead(200),
  'GET /admin/withdraws':                            consoleRead(200),
  'GET /admin/uploads/{name}':                       consoleRead(200),
  'GET /admin/settings':                             consoleRead(200),
  'GET /admin/settings/history':                     consoleRead(200),
  'GET /admin/settings/latest-news':                 consoleRead(200),
  'GET /admin/settings/referral-code-amount':        consoleRead(200),
  'GET /admin/settings/ticket-amount/{period}':      consoleRead(200),
  'GET /admin/settings/payment-details':             consoleRead(200),
  'GET /admin/settings/jackpot/{period}/{mode}':     consoleRead(200),
  'GET /admin/settings/result-source':               consoleRead(200),
  'GET /admin/tickets/number-count':                 consoleRead(200),
  'GET /admin/draws/latest/{period}':                consoleRead(200),
  'GET /admin/draws/period/{period}/result-status':  consoleRead(200),
  'GET /admin/rounds':                               consoleRead(200),
  'GET /admin/rounds.csv':                           consoleRead(200),
  'GET /admin/actions':                              consoleRead(200),
  'GET /admin/actions.csv':                          consoleRead(200),
  'GET /admin/wallets/{userId}/events':              consoleRead(200),
  'GET /admin/wallets/{userId}/events.csv':          consoleRead(200),
  'GET /admin/audit/runs':                           consoleRead(200),
  'GET /admin/audit/runs/{id}':                      consoleRead(200),
  'GET /admin/audit/runs/{id}/problems.csv':         consoleRead(200),

  // The console's changes: admins only.
  'POST /admin/settings/latest-news':                consoleChange(200),
  'POST /admin/settings/referral-code-amount':       consoleChange(200),
  'POST /admin/settings/ticket-amount/{period}':     consoleChange(200),
  'POST /admin/settings/payment-details':            consoleChange(200),
  'POST /admin/settings/jackpot/{period}/{mode}':    consoleChange(200),
  'POST /admin/settings/result-source/{period}':     consoleChange(200),
  'PUT /admin/deposits/{id}':                        consoleChange(200),
  'PUT /admin/withdraws/{id}':                       consoleChange(200),
  // A manual round: one admin enters the numbers, then another approves them (the entry first).
  'POST /admin/draws/period/{period}/result':        consoleChange(200),
  'POST /admin/draws/{drawId}/result/approve':       consoleChange(200),

  // Checks an auditor may run (they change nothing but the audit run), and the console's push token.
  'POST /admin/wallets/{userId}/replay':             consoleRead(200),
  'POST /admin/wallets/{userId}/verify-chain':       consoleRead(200),
  'POST /admin/audit/runs':                          consoleRead(202),
  'POST /admin/fcm-token':                           consoleRead(200),

  // Any signed-in caller's push token.
  'POST /notifications/token':                       anySession(200),
  'DELETE /notifications/token':                     anySession(200),

  // Ending sessions, last: a password change ends the player's other sessions; each logout ends its own.
  'POST /user/change-password':                      own(200),
  'POST /admin/logout':                              consoleRead(200),
  'POST /user/logout':                               own(200),
};

/** The guarded routes an auditor may change something with: its own session and push tokens, and the audit run (public routes are anyone's). */
export const AUDITOR_WRITES = new Set(['POST /admin/logout', 'POST /admin/fcm-token', 'POST /notifications/token', 'DELETE /notifications/token', 'POST /admin/audit/runs']);

export const allows = (answer: Answer, status: number): boolean => (typeof answer === 'number' ? answer === status : answer.includes(status));
