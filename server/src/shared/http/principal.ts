/**
 * Who is calling, as the identity guards set it on `request.user` after checking the
 * bearer token and its server-side session.
 */
export type Principal =
  | { kind: 'user'; id: string; sessionId: string }
  | { kind: 'admin'; id: string; sessionId: string; role: 'admin' | 'auditor' };

export function actorOf(principal: Principal | undefined): string {
  return principal ? `${principal.kind}:${principal.id}` : 'anonymous';
}
