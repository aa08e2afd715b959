/** A notification as the store keeps it; the resolver maps it to the GraphQL shape. */
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

export interface NotificationRecord {
  id: string;
  feed: FeedName;
  createdAtMs: number;
  isRead: boolean;
  url: string | null;
  actors: readonly NotificationActorRecord[];
  previewText: string | null;
  buttonText: string | null;
  image: { sources: readonly ImageSourceRecord[] } | null;
  /** Server HTML; clients must sanitize it. */
  message: string;
}

/** The content of a notification, before an id, feed, time and read state are given to it. */
export type NotificationContent = Pick<
  NotificationRecord,
  'url' | 'actors' | 'previewText' | 'buttonText' | 'image' | 'message'
>;
