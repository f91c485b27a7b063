import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

/**
 * DTO validation at the edge: unknown properties are rejected, types are converted
 * where the DTO says so, and every failure becomes one readable 400 message.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
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
