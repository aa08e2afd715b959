/** All resolvers, merged per type. */
import { catalogResolvers } from './catalog.ts';
import { dateTimeScalar } from './date-time.ts';
import { liveResolvers } from './live.ts';
import { notificationResolvers } from './notifications.ts';
import { viewerResolvers } from './viewer.ts';

export const resolvers = {
  DateTime: dateTimeScalar,
  Query: { ...catalogResolvers.Query, ...viewerResolvers.Query },
  Mutation: notificationResolvers.Mutation,
  Subscription: liveResolvers.Subscription,
  User: viewerResolvers.User,
  Category: { ...catalogResolvers.Category, ...viewerResolvers.Category },
  ClassSearchResults: catalogResolvers.ClassSearchResults,
  ClassSuggestion: catalogResolvers.ClassSuggestion,
  SkillSuggestion: catalogResolvers.SkillSuggestion,
  TeacherUser: catalogResolvers.TeacherUser,
  LearningPathSuggestion: catalogResolvers.LearningPathSuggestion,
  Class: catalogResolvers.Class,
  Notification: notificationResolvers.Notification,
  NotificationActor: notificationResolvers.NotificationActor,
  ImageSource: notificationResolvers.ImageSource,
};
