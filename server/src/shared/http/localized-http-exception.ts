import { BadRequestException } from '@nestjs/common';
import { englishOf } from '../i18n/format-message.js';
import type { Message } from '../i18n/message.js';

/**
 * A 400 of the validation pipe: its problems as messages, so the exception filter can put
 * each into the request's language. Its English is what it always was: the problems
 * joined by ', ', with no code.
 */
export class LocalizedHttpException extends BadRequestException {
  constructor(readonly messages: readonly Message[]) {
    super(englishOf(messages));
  }
}
