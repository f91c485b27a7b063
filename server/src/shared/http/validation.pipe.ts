import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import type { Message } from '../i18n/message.js';
import { ruleMessageOf } from '../i18n/rule-message.js';
import { LocalizedHttpException } from './localized-http-exception.js';
import { textFieldProblems } from './text-fields.js';
import { unknownField } from './unknown-field.js';

/**
 * DTO validation at the edge: unknown properties are rejected, types are converted
 * where the DTO says so, and every failure becomes one readable 400 message. Before any
 * of that, every string of the body, query and path is checked for characters no field
 * takes (text-fields.ts), so a handler never starts on them. The problems travel as
 * messages (LocalizedHttpException), so the answer is in the request's language.
 */
class ApiValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom') {
      const problems = textFieldProblems(value, metadata.data ?? '');
      if (problems.length > 0) throw new LocalizedHttpException(problems);
      const hidden = objectKeyOf(value);
      if (hidden !== undefined) throw new LocalizedHttpException([unknownField(hidden)]);
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
    exceptionFactory: (errors: ValidationError[]) => new LocalizedHttpException(flatten(errors)),
  });
}

/** A DTO rule's message is its decorator's English (`message`), or the words of a `ruleMessage(...)`. */
function flatten(errors: ValidationError[], parent = ''): Message[] {
  return errors.flatMap((e) => {
    const path = parent ? `${parent}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {}).map((m): Message =>
      m.startsWith('property ') && m.endsWith('should not exist') ? unknownField(path) : ruleMessageOf(m),
    );
    return [...own, ...flatten(e.children ?? [], path)];
  });
}
