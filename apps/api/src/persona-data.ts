/**
 * Server-side data behind each persona that the web app's dev login does not need: how big each
 * notification feed is and how much of it is unread, and what the member follows.
 */
import type { PersonaId } from './personas.ts';

/** Size and unread count of one seeded feed. */
export interface FeedPlan {
  total: number;
  unread: number;
}

export interface PersonaData {
  own: FeedPlan;
  /** Students' activity; empty for anyone who is not a teacher or approved applicant. */
  students: FeedPlan;
  /** Category slugs (top-level or sub-category) the member follows, in follow order. */
  followedCategories: readonly string[];
  /** Skill slugs the member follows. */
  followedFacets: readonly string[];
}

const none: FeedPlan = { total: 0, unread: 0 };

export const PERSONA_DATA: Readonly<Record<PersonaId, PersonaData>> = {
  guest: { own: none, students: none, followedCategories: [], followedFacets: [] },
  free: {
    own: { total: 45, unread: 3 }, students: none,
    followedCategories: ['illustration', 'fine-art/drawing'],
    followedFacets: ['sketchbook-practice', 'procreate', 'character-design'],
  },
  expired: {
    own: { total: 52, unread: 0 }, students: none,
    followedCategories: ['graphic-design', 'graphic-design/branding', 'marketing'],
    followedFacets: ['logo-design', 'adobe-illustrator', 'brand-identity', 'typography'],
  },
  member: {
    own: { total: 72, unread: 12 }, students: none,
    followedCategories: ['fine-art', 'illustration', 'crafts', 'fine-art/painting'],
    followedFacets: ['watercolor', 'gouache', 'botanical-illustration', 'urban-sketching', 'macrame'],
  },
  canceled: {
    own: { total: 40, unread: 2 }, students: none,
    followedCategories: ['photography', 'film-and-video'],
    followedFacets: ['street-photography', 'lightroom', 'color-grading'],
  },
  teacher: {
    own: { total: 160, unread: 7 }, students: { total: 180, unread: 25 },
    followedCategories: ['fine-art', 'fine-art/painting', 'illustration'],
    followedFacets: ['watercolor', 'plein-air-painting', 'color-theory', 'gouache'],
  },
  applicant: {
    own: { total: 60, unread: 4 }, students: { total: 150, unread: 10 },
    followedCategories: ['animation', 'animation/motion-graphics', 'film-and-video'],
    followedFacets: ['after-effects', 'kinetic-typography', 'logo-animation'],
  },
  'team-owner': {
    own: { total: 55, unread: 6 }, students: none,
    followedCategories: ['ui-ux-design', 'freelance-and-entrepreneurship', 'productivity'],
    followedFacets: ['figma', 'design-systems', 'leadership'],
  },
  'team-admin': {
    own: { total: 48, unread: 1 }, students: none,
    followedCategories: ['ui-ux-design', 'productivity'],
    followedFacets: ['notion', 'project-management'],
  },
  'team-member': {
    own: { total: 42, unread: 9 }, students: none,
    followedCategories: ['graphic-design', 'ui-ux-design', 'web-development'],
    followedFacets: ['figma', 'typography', 'css'],
  },
};
