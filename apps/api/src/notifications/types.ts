/** A notification as the store keeps it; the resolver maps it to the GraphQL shape. */
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

export interface NotificationRecord extends NotificationContent {
  id: string;
  feed: FeedName;
  createdAtMs: number;
  isRead: boolean;
}
