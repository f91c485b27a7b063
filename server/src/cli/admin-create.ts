import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { CommandBus } from '@nestjs/cqrs';
import { CreateAdmin } from '../identity/commands/create-admin/create-admin.command.js';
import { systemMeta } from '../shared/cqrs/command-meta.js';
import { DomainError } from '../shared/errors/domain-error.js';
import { withCliContext } from './cli-context.js';

const USAGE = 'Usage: npm run admin:create -- --username NAME --password PASSWORD [--role admin|auditor]';

/**
 * Adds an admin console account: an admin, or an auditor (read-only: reads every
 * wallet's history and runs the integrity checks, changes nothing).
 */
void withCliContext(async (app) => {
  let values: { username?: string; password?: string; role?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        username: { type: 'string' },
        password: { type: 'string' },
        role: { type: 'string', default: 'admin' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (!values.username || !values.password || (values.role !== 'admin' && values.role !== 'auditor')) {
    console.error(USAGE);
    return 2;
  }
  try {
    const id = await app.get(CommandBus).execute<CreateAdmin, string>(new CreateAdmin(values.username, values.password, values.role, true, systemMeta('cli', randomUUID())));
    console.log(`Created ${values.role} "${values.username}" (${id}).`);
    return 0;
  } catch (error) {
    if (error instanceof DomainError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
});
