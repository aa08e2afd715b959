/**
 * The notification texts of every shipped language, and a notification's words in all of them: the
 * store renders them when it writes a notification, and the resolvers pick the request's language.
 */
import type { Language } from '../../language.ts';
import type { NotificationContent, NotificationText } from '../types.ts';
import { ar } from './ar.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { ptBR } from './pt-BR.ts';
import type { NotificationTexts } from './types.ts';

export type { ButtonKey, NotificationTexts } from './types.ts';

export const NOTIFICATION_TEXTS: Readonly<Record<Language, NotificationTexts>> = { 'en-US': en, es, fr, de, 'pt-BR': ptBR, ar };

/** A notification's preview, button and message in every shipped language (what the store keeps). */
export function renderTexts(content: Pick<NotificationContent, 'text'>): Record<Language, NotificationText> {
  const texts = {} as Record<Language, NotificationText>;
  for (const language of Object.keys(NOTIFICATION_TEXTS) as Language[]) texts[language] = content.text(NOTIFICATION_TEXTS[language]);
  return texts;
}
