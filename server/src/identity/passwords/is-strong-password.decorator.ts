import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isStrongPassword, PASSWORD_RULE_MESSAGE } from './password-policy.js';

/** The spec's password rule as a DTO constraint. */
export function IsStrongPassword(options: ValidationOptions = {}): PropertyDecorator {
  return ValidateBy(
    { name: 'isStrongPassword', validator: { validate: (value) => isStrongPassword(value) } },
    { message: PASSWORD_RULE_MESSAGE, ...options },
  );
}
