import type { FastifyInstance } from 'fastify';
import type { Translator } from '../i18n/translator.js';
import { languageOf } from '../i18n/request-language.js';

/**
 * A success answer's words in the request's language (issue 14): the envelope's `msg`
 * (`{ err: 'N', msg }`) or `message` (`{ success: true, message }`) is a fixed English text
 * (envelope.ts), found in the catalogues by those words. English answers pass untouched;
 * the body keeps its shape and key order.
 */
export function registerLocalizedSuccess(fastify: FastifyInstance, translator: Translator): void {
  fastify.addHook('preSerialization', (request, _reply, payload: unknown, done) => {
    const language = languageOf(request);
    if (language === 'en' || payload === null || typeof payload !== 'object') return done(null, payload);
    const body = payload as Record<string, unknown>;
    if (body.err === 'N' && typeof body.msg === 'string') return done(null, { ...body, msg: translator.text(body.msg, language) });
    if (body.success === true && typeof body.message === 'string') return done(null, { ...body, message: translator.text(body.message, language) });
    done(null, payload);
  });
}
