import { BadRequestException, ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { textFieldProblems } from './text-fields.js';

/**
 * DTO validation at the edge: unknown properties are rejected, types are converted
 * where the DTO says so, and every failure becomes one readable 400 message. Before any
 * of that, every string of the body, query and path is checked for characters no field
 * takes (text-fields.ts), so a handler never starts on them.
 */
class ApiValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom') {
      const problems = textFieldProblems(value, metadata.data ?? '');
      if (problems.length > 0) throw new BadRequestException(problems.join(', '));
      const hidden = objectKeyOf(value);
      if (hidden !== undefined) throw new BadRequestException(`Unknown field '${hidden}'`);
    }
    return super.transform(value, metadata);
  }
}

/**
 * A query string's `__proto__=1` or `constructor=1` is an own key of the parsed object,
 * which class-transformer drops without a word (it never writes over what an instance
 * inherits), so the whitelist would never see it. No field of ours has such a name.
 */
function objectKeyOf(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  return Object.keys(value).find((key) => key in Object.prototype);
}

export function createValidationPipe(): ValidationPipe {
  return new ApiValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors: ValidationError[]) => new BadRequestException(flatten(errors).join(', ')),
  });
}

function flatten(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((e) => {
    const path = parent ? `${parent}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {}).map((m) =>
      m.startsWith('property ') && m.endsWith('should not exist') ? `Unknown field '${path}'` : m,
    );
    return [...own, ...flatten(e.children ?? [], path)];
  });
}
