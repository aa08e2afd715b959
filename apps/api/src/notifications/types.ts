/** Notifications as templates make them and as the store (Postgres) keeps them; the resolvers map them to the GraphQL shape. */
import type { Language } from '../language.ts';
import type { NotificationTexts } from './texts/types.ts';

export interface NotificationActorRecord {
  firstName: string;
  lastName: string;
  mediumPictureUrl: string | null;
  vanityUsername: string | null;
  username: string;
}

export interface ImageSourceRecord {
  url: string;
  width: number;
  height: number;
}

/** Which of the viewer's feeds a notification lives in. */
export type FeedName = 'own' | 'students';

/** The words of a notification in one language. */
export interface NotificationText {
  previewText: string | null;
  buttonText: string | null;
  /** Server HTML; clients must sanitize it. */
  message: string;
}

/**
 * The content of a notification, before an id, feed, time and read state are given to it. What was
 * drawn at random (people, classes, urls) is fixed here; `text` only puts it into words, in the
 * language of the texts it is given (texts.ts), so every language tells the same notification.
 */
export interface NotificationContent {
  url: string | null;
  actors: readonly NotificationActorRecord[];
  image: { sources: readonly ImageSourceRecord[] } | null;
  text: (t: NotificationTexts) => NotificationText;
}

/** A notification as the seed (or POST /dev/notifications) makes it, before it is stored. */
export interface NewNotification extends NotificationContent {
  id: string;
  feed: FeedName;
  createdAtMs: number;
  isRead: boolean;
}

/** A notification as the store reads it back: its words already rendered in every shipped language. */
export interface NotificationRecord extends Omit<NewNotification, 'text'> {
  texts: Readonly<Record<Language, NotificationText>>;
}
