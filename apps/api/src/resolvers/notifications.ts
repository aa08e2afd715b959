/** Notification fields and the two read-state mutations. */
import type { MarkNotificationInput, MarkNotificationsAsReadInput } from '@masthead/graphql';
import { requireSignedIn, type ApiContext } from '../context.ts';
import { imageUrl } from '../images.ts';
import type { ImageSourceRecord, NotificationActorRecord, NotificationRecord } from '../notifications/types.ts';
import { badInput } from '../errors.ts';

export const notificationResolvers = {
  // The template's words in the request's language; the people, classes and urls are the same in all.
  Notification: {
    createdAt: (n: NotificationRecord): string => new Date(n.createdAtMs).toISOString(),
    previewText: (n: NotificationRecord, _: unknown, ctx: ApiContext) => n.texts[ctx.language].previewText,
    buttonText: (n: NotificationRecord, _: unknown, ctx: ApiContext) => n.texts[ctx.language].buttonText,
    message: (n: NotificationRecord, _: unknown, ctx: ApiContext) => n.texts[ctx.language].message,
  },
  // Only our own /img/ paths are made absolute; the hostile fixtures (javascript:, data:) pass as they are.
  NotificationActor: {
    mediumPictureUrl: (a: NotificationActorRecord, _: unknown, ctx: ApiContext) => imageUrl(a.mediumPictureUrl, ctx.imageOrigin),
  },
  ImageSource: {
    url: (s: ImageSourceRecord, _: unknown, ctx: ApiContext): string => imageUrl(s.url, ctx.imageOrigin),
  },
  Mutation: {
    markNotificationsAsRead: (_: unknown, args: { input: MarkNotificationsAsReadInput }, ctx: ApiContext) => {
      const persona = requireSignedIn(ctx, 'mark notifications read');
      const before = Date.parse(args.input.before);
      if (Number.isNaN(before)) throw badInput(`\`before\` is not a valid DateTime: '${args.input.before}'.`);
      return ctx.state.notifications.markReadBefore(persona.id, before);
    },
    markNotification: (_: unknown, args: { input: MarkNotificationInput }, ctx: ApiContext): Promise<NotificationRecord> => {
      const persona = requireSignedIn(ctx, 'mark a notification');
      return ctx.state.notifications.mark(persona.id, String(args.input.id), args.input.isRead ?? true);
    },
  },
};
