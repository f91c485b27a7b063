/**
 * Who asked for a command and in which request: becomes the metadata of every event the
 * command appends (DESIGN.md section 1).
 */
export interface CommandMeta {
  /** `user:<id>`, `admin:<id>` or `system:<name>`. */
  actor: string;
  /** The HTTP request id, or the job run id. */
  correlationId: string;
  /** The command or event that caused this command, when there is one. */
  causationId?: string | null;
}

export function systemMeta(name: string, correlationId: string): CommandMeta {
  return { actor: `system:${name}`, correlationId, causationId: null };
}
