/**
 * Notification content templates. Each draws what it needs at random (the people, the class, the
 * user's comment) when the feed is seeded, and returns content whose `text` puts the drawing into
 * words in any language (texts/): the same seed gives the same notifications in every language, only
 * worded differently. Names and titles are HTML-escaped into the message because the message is
 * HTML; the url fields stay raw, like a real server relaying user content. Every piece of data in a
 * sentence is isolated for bidi (html.ts: names bold, titles as links, other words in <bdi>, previews'
 * pieces between FSI and PDI), so each reads in its own direction in any language's sentence.
 */
import type { Rng } from '../prng.ts';
import type { ClassRecord, PersonRecord } from '../seed/types.ts';
import { bold, isolate, isolateText, link, linkHtml } from './html.ts';
import type { NotificationActorRecord, NotificationContent } from './types.ts';

/** What a template may draw from. */
export interface TemplateContext {
  rng: Rng;
  /** Classes relevant to the feed: followed teachers' classes, or the teacher's own. */
  classes: readonly ClassRecord[];
  teachers: readonly PersonRecord[];
  members: readonly PersonRecord[];
  teacherOf: (c: ClassRecord) => PersonRecord | undefined;
}

export type Template = (ctx: TemplateContext) => NotificationContent;

export function actorOf(p: PersonRecord): NotificationActorRecord {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    mediumPictureUrl: p.avatarUrl,
    vanityUsername: p.vanityUsername,
    username: p.username,
  };
}

function coverSources(c: ClassRecord): NotificationContent['image'] {
  if (!c.coverImageUrl) return null;
  return { sources: [{ url: c.coverImageUrl, width: 160, height: 90 }, { url: c.coverImageUrl, width: 320, height: 180 }] };
}

/** User-authored words: they stay as written (English) in every language, only quoted in its marks. */
const COMMENTS = [
  'Love how you handled the shadows here!', 'The palette is so calm, great choice.',
  'Could you share which brush you used?', 'This came out beautifully, well done.',
  'Try loosening the edges a little next time.', 'The composition really leads the eye.',
];
const QUESTIONS = [
  'How do you stop the paper from buckling?', 'Which paper weight do you recommend for lesson 3?',
  'Can I follow along with a cheaper set of paints?', 'How long should each layer dry?',
  'Is there a printable version of the reference sheet?', 'My colors look muddy, what am I doing wrong?',
];
const REVIEWS = [
  'Clear, warm and practical. I finished my first piece!', 'Best class I have taken this year.',
  'Great pacing and lovely demos.', 'Exactly what I needed to get unstuck.',
];

function projectUrl(c: ClassRecord, rng: Rng): string {
  return `/projects/${c.slug}-project/${rng.int(100000, 999999)}`;
}

const teacherOrThrow = (c: ClassRecord, teacherOf: TemplateContext['teacherOf']): PersonRecord => {
  const t = teacherOf(c);
  if (!t) throw new Error('class without teacher');
  return t;
};

/** The viewer's own activity: teachers they follow, people reacting to their work, recommendations. */
export const OWN_TEMPLATES: readonly Template[] = [
  ({ rng, classes, teacherOf }) => {
    const c = rng.pick(classes);
    const t = teacherOrThrow(c, teacherOf);
    return { url: c.url, actors: [actorOf(t)], image: coverSources(c), text: (w) => ({
      previewText: w.published.preview(isolateText(t.name), isolateText(c.title)), buttonText: w.button.viewClass,
      message: w.published.message(bold(t.name), link(c.url, c.title)),
    }) };
  },
  ({ rng, classes, members }) => {
    const c = rng.pick(classes);
    const people = rng.sample(members, rng.int(1, 3));
    const url = projectUrl(c, rng);
    return { url, actors: people.map(actorOf), image: coverSources(c), text: (w) => ({
      previewText: w.liked.preview(people.length), buttonText: w.button.viewProject,
      message: w.liked.message(w.names(people.map((p) => p.name)), people.length, linkHtml(url, w.projectOf(isolate(c.title)))),
    }) };
  },
  ({ rng, classes, members }) => {
    const c = rng.pick(classes);
    const p = rng.pick(members);
    const comment = rng.pick(COMMENTS);
    return { url: `${c.url}/discussions`, actors: [actorOf(p)], image: null, text: (w) => ({
      previewText: comment, buttonText: w.button.reply,
      message: w.replied(bold(p.name), link(`${c.url}/discussions`, c.title), isolate(comment)),
    }) };
  },
  ({ rng, members }) => {
    const people = rng.sample(members, rng.int(1, 2));
    const first = people[0];
    return { url: first ? first.url : null, actors: people.map(actorOf), image: null, text: (w) => ({
      previewText: w.followed.preview, buttonText: w.button.viewProfile,
      message: w.followed.message(w.names(people.map((p) => p.name)), people.length),
    }) };
  },
  ({ rng, classes }) => {
    const c = rng.pick(classes);
    return { url: c.url, actors: [], image: coverSources(c), text: (w) => ({
      previewText: w.picks.preview, buttonText: w.button.browseClasses, message: w.picks.message(link(c.url, c.title)),
    }) };
  },
  ({ rng, classes, teacherOf }) => {
    const c = rng.pick(classes);
    const t = teacherOrThrow(c, teacherOf);
    const url = projectUrl(c, rng);
    return { url, actors: [actorOf(t)], image: coverSources(c), text: (w) => ({
      previewText: w.featured.preview, buttonText: w.button.viewProject, message: w.featured.message(bold(t.name), link(c.url, c.title)),
    }) };
  },
  ({ rng, classes }) => {
    const c = rng.pick(classes);
    return { url: `${c.url}/projects`, actors: [], image: coverSources(c), text: (w) => ({
      previewText: w.finished.preview, buttonText: w.button.shareProject, message: w.finished.message(link(c.url, c.title)),
    }) };
  },
  ({ rng, teachers }) => {
    const t = rng.pick(teachers);
    return { url: null, actors: [actorOf(t)], image: null, text: (w) => ({
      previewText: w.live.preview, buttonText: null, message: w.live.message(bold(t.name)),
    }) };
  },
];

/** Students' activity in a teacher's classes. */
export const STUDENT_TEMPLATES: readonly Template[] = [
  ({ rng, classes, members }) => {
    const c = rng.pick(classes);
    const s = rng.pick(members);
    const url = projectUrl(c, rng);
    return { url, actors: [actorOf(s)], image: rng.chance(0.7) ? coverSources(c) : null, text: (w) => ({
      previewText: w.posted.preview(isolateText(c.title)), buttonText: w.button.viewProject, message: w.posted.message(bold(s.name), link(c.url, c.title)),
    }) };
  },
  ({ rng, classes, members }) => {
    const c = rng.pick(classes);
    const s = rng.pick(members);
    const q = rng.pick(QUESTIONS);
    return { url: `${c.url}/discussions`, actors: [actorOf(s)], image: null, text: (w) => ({
      previewText: q, buttonText: w.button.reply, message: w.asked(bold(s.name), link(`${c.url}/discussions`, c.title)),
    }) };
  },
  ({ rng, classes, members }) => {
    const c = rng.pick(classes);
    const s = rng.pick(members);
    const comment = rng.pick(COMMENTS);
    return { url: `${c.url}/discussions`, actors: [actorOf(s)], image: null, text: (w) => ({
      previewText: comment, buttonText: w.button.viewDiscussion, message: w.discussed(bold(s.name), link(`${c.url}/discussions`, c.title)),
    }) };
  },
  ({ rng, classes, members }) => {
    const c = rng.pick(classes);
    const people = rng.sample(members, rng.int(2, 3));
    const others = rng.int(2, 40);
    return { url: c.url, actors: people.map(actorOf), image: coverSources(c), text: (w) => ({
      previewText: w.enrolled.preview(people.length + others), buttonText: w.button.viewClass,
      message: w.enrolled.message(w.names(people.map((p) => p.name), others), people.length + others, link(c.url, c.title)),
    }) };
  },
  ({ rng, classes, members }) => {
    const c = rng.pick(classes);
    const s = rng.pick(members);
    const review = rng.pick(REVIEWS);
    return { url: `${c.url}/reviews`, actors: [actorOf(s)], image: null, text: (w) => ({
      previewText: review, buttonText: w.button.viewReview, message: w.reviewed(bold(s.name), link(c.url, c.title), 5, isolate(review)),
    }) };
  },
];
