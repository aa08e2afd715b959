/**
 * The notification texts of every shipped language, and a notification's words in one of them. The
 * words are rendered on first demand per notification and language and kept (a feed is read page by
 * page, again and again).
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

/** Rendered words by the notification's `text` function (one per notification, shared by hostile ones) and language. */
const rendered = new WeakMap<NotificationContent['text'], Map<Language, NotificationText>>();

/** A notification's preview, button and message in `language`. */
export function notificationText(content: Pick<NotificationContent, 'text'>, language: Language): NotificationText {
  let byLanguage = rendered.get(content.text);
  if (!byLanguage) {
    byLanguage = new Map();
    rendered.set(content.text, byLanguage);
  }
  let text = byLanguage.get(language);
  if (!text) {
    text = content.text(NOTIFICATION_TEXTS[language]);
    byLanguage.set(language, text);
  }
  return text;
}
