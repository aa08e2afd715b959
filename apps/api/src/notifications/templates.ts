/**
 * Notification content templates. Names and titles are HTML-escaped into the message because the
 * message is HTML; the url fields stay raw, like a real server relaying user content.
 */
import type { Rng } from '../prng.ts';
import type { ClassRecord, PersonRecord } from '../seed/types.ts';
import type { NotificationActorRecord, NotificationContent } from './types.ts';

/** Escapes text for an HTML text node or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

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

const bold = (p: PersonRecord): string => `<b>${escapeHtml(p.name)}</b>`;
const link = (url: string, text: string): string => `<a href="${escapeHtml(url)}">${escapeHtml(text)}</a>`;

/** "<b>A</b>", "<b>A</b> and <b>B</b>", "<b>A</b>, <b>B</b> and 3 others". */
function names(people: readonly PersonRecord[], others = 0): string {
  const parts = people.map(bold);
  if (others > 0) return `${parts.join(', ')} and ${others} others`;
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1] ?? ''}`;
}

function coverSources(c: ClassRecord): NotificationContent['image'] {
  if (!c.coverImageUrl) return null;
  return { sources: [{ url: c.coverImageUrl, width: 160, height: 90 }, { url: c.coverImageUrl, width: 320, height: 180 }] };
}

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

/** The viewer's own activity: teachers they follow, people reacting to their work, recommendations. */
export const OWN_TEMPLATES: readonly Template[] = [
  ({ rng, classes, teacherOf }) => {
    const c = rng.pick(classes);
    const t = teacherOf(c);
    if (!t) throw new Error('class without teacher');
    return { url: c.url, actors: [actorOf(t)], previewText: `${t.name} published “${c.title}”`, buttonText: 'View Class',
      image: coverSources(c), message: `${bold(t)} published a new class: ${link(c.url, c.title)}` };
  },
  ({ rng, classes, members }) => {
    const c = rng.pick(classes);
    const people = rng.sample(members, rng.int(1, 3));
    const url = projectUrl(c, rng);
    return { url, actors: people.map(actorOf), previewText: `${people.length} new likes on your project`, buttonText: 'View Project',
      image: coverSources(c), message: `${names(people)} liked your project ${link(url, `${c.title} project`)}` };
  },
  ({ rng, classes, members }) => {
    const c = rng.pick(classes);
    const p = rng.pick(members);
    const comment = rng.pick(COMMENTS);
    return { url: `${c.url}/discussions`, actors: [actorOf(p)], previewText: comment, buttonText: 'Reply', image: null,
      message: `${bold(p)} replied to your comment in ${link(`${c.url}/discussions`, c.title)}: “${escapeHtml(comment)}”` };
  },
  ({ rng, members }) => {
    const people = rng.sample(members, rng.int(1, 2));
    const first = people[0];
    return { url: first ? first.url : null, actors: people.map(actorOf), previewText: 'New followers', buttonText: 'View Profile',
      image: null, message: `${names(people)} started following you` };
  },
  ({ rng, classes }) => {
    const c = rng.pick(classes);
    return { url: c.url, actors: [], previewText: 'Picked for you this week', buttonText: 'Browse Classes',
      image: coverSources(c), message: `Classes you'll love: ${link(c.url, c.title)} and more picks for this week` };
  },
  ({ rng, classes, teacherOf }) => {
    const c = rng.pick(classes);
    const t = teacherOf(c);
    if (!t) throw new Error('class without teacher');
    const url = projectUrl(c, rng);
    return { url, actors: [actorOf(t)], previewText: 'Your project was featured', buttonText: 'View Project',
      image: coverSources(c), message: `${bold(t)} featured your project in ${link(c.url, c.title)} 🎉` };
  },
  ({ rng, classes }) => {
    const c = rng.pick(classes);
    return { url: `${c.url}/projects`, actors: [], previewText: 'Share what you made', buttonText: 'Share Project',
      image: coverSources(c), message: `You finished ${link(c.url, c.title)}. Share what you made!` };
  },
  ({ rng, teachers }) => {
    const t = rng.pick(teachers);
    return { url: null, actors: [actorOf(t)], previewText: 'Live session starting soon', buttonText: null, image: null,
      message: `${bold(t)} is going live soon: <i>Q&amp;A and demo</i>` };
  },
];

/** Students' activity in a teacher's classes. */
export const STUDENT_TEMPLATES: readonly Template[] = [
  ({ rng, classes, members }) => {
    const c = rng.pick(classes);
    const s = rng.pick(members);
    const url = projectUrl(c, rng);
    return { url, actors: [actorOf(s)], previewText: `New project in ${c.title}`, buttonText: 'View Project',
      image: rng.chance(0.7) ? coverSources(c) : null, message: `${bold(s)} posted a project in ${link(c.url, c.title)}` };
  },
  ({ rng, classes, members }) => {
    const c = rng.pick(classes);
    const s = rng.pick(members);
    const q = rng.pick(QUESTIONS);
    return { url: `${c.url}/discussions`, actors: [actorOf(s)], previewText: q, buttonText: 'Reply', image: null,
      message: `${bold(s)} asked a question in ${link(`${c.url}/discussions`, c.title)}` };
  },
  ({ rng, classes, members }) => {
    const c = rng.pick(classes);
    const s = rng.pick(members);
    return { url: `${c.url}/discussions`, actors: [actorOf(s)], previewText: rng.pick(COMMENTS), buttonText: 'View Discussion',
      image: null, message: `${bold(s)} started a discussion in ${link(`${c.url}/discussions`, c.title)}` };
  },
  ({ rng, classes, members }) => {
    const c = rng.pick(classes);
    const people = rng.sample(members, rng.int(2, 3));
    const others = rng.int(2, 40);
    return { url: c.url, actors: people.map(actorOf), previewText: `${people.length + others} new students`, buttonText: 'View Class',
      image: coverSources(c), message: `${names(people, others)} enrolled in ${link(c.url, c.title)}` };
  },
  ({ rng, classes, members }) => {
    const c = rng.pick(classes);
    const s = rng.pick(members);
    const review = rng.pick(REVIEWS);
    return { url: `${c.url}/reviews`, actors: [actorOf(s)], previewText: review, buttonText: 'View Review', image: null,
      message: `${bold(s)} left a 5-star review on ${link(c.url, c.title)}: “${escapeHtml(review)}”` };
  },
];
