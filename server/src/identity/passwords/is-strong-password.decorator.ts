import { ValidateBy, type ValidationOptions } from 'class-validator';
import { hasPasswordCharacters, isStrongPassword, PASSWORD_CHARACTERS_MESSAGE, PASSWORD_RULE_MESSAGE } from './password-policy.js';

/** The spec's password rule as a DTO constraint, with its one-message wording. */
export function IsStrongPassword(options: ValidationOptions = {}): PropertyDecorator {
  return ValidateBy(
    { name: 'isStrongPassword', validator: { validate: (value) => isStrongPassword(value) } },
    { message: PASSWORD_RULE_MESSAGE, ...options },
  );
}

/** The characters part of the rule alone (the change-password form checks length separately). */
export function HasPasswordCharacters(options: ValidationOptions = {}): PropertyDecorator {
  return ValidateBy(
    { name: 'hasPasswordCharacters', validator: { validate: (value) => typeof value === 'string' && hasPasswordCharacters(value) } },
    { message: PASSWORD_CHARACTERS_MESSAGE, ...options },
  );
}
