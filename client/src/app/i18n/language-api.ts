import { baseApi } from '../../lib/api/base-api.js';
import type { Language } from '../../lib/i18n/language.js';

/** The signed-in player's language, kept by the server for mails and its messages. */
export const languageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    saveLanguage: build.mutation<unknown, { language: Language }>({
      query: (body) => ({ url: '/user/language', method: 'PUT', body }),
    }),
  }),
});

export const { useSaveLanguageMutation } = languageApi;
