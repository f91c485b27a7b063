import { ValidateBy, type ValidationArguments } from 'class-validator';
import { USERNAME_MESSAGES, usernameProblem } from './username-policy.js';

/** The username rule (username-policy.ts) as a DTO constraint, with the message of the part broken. */
export function IsUsername(): PropertyDecorator {
  return ValidateBy(
    { name: 'isUsername', validator: { validate: (value) => typeof value === 'string' && usernameProblem(value) === undefined } },
    {
      message: ({ value }: ValidationArguments) => {
        const problem = typeof value === 'string' ? usernameProblem(value) : undefined;
        return problem ? USERNAME_MESSAGES[problem] : 'Username is required';
      },
    },
  );
}
