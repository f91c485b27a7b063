/** Admin console login (spec: POST /admin/login), rate-limited per address. */
export class LogInAdmin {
  constructor(
    readonly username: unknown,
    readonly password: unknown,
    readonly ip: string,
  ) {}
}
