import { text, type Message } from '../i18n/message.js';

/** The one wording of a field a body, form or query may not have (`'items[2].nme'`). */
export const unknownField = (path: string): Message => text("Unknown field '{field}'", { field: path });
