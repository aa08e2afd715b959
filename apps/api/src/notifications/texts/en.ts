/** English (en-US): the sentences the templates have always written, with data isolated for bidi since issue 25 (html.ts). */
import { listNames, numbers } from './tools.ts';
import type { NotificationTexts } from './types.ts';

const { n } = numbers('en-US');
const quote = (html: string): string => `“${html}”`;

export const en: NotificationTexts = {
  names: (people, others = 0) => listNames(people, others, { comma: ', ', and: () => ' and ', others: (count) => `${n(count)} others` }),
  quote,
  projectOf: (title) => `${title} project`,
  button: {
    viewClass: 'View Class', viewProject: 'View Project', reply: 'Reply', viewProfile: 'View Profile',
    browseClasses: 'Browse Classes', shareProject: 'Share Project', viewDiscussion: 'View Discussion', viewReview: 'View Review',
  },
  published: {
    preview: (teacher, title) => `${teacher} published “${title}”`,
    message: (teacher, classLink) => `${teacher} published a new class: ${classLink}`,
  },
  liked: {
    preview: (likes) => `${n(likes)} new likes on your project`,
    message: (names, _people, projectLink) => `${names} liked your project ${projectLink}`,
  },
  replied: (person, discussionLink, comment) => `${person} replied to your comment in ${discussionLink}: ${quote(comment)}`,
  followed: { preview: 'New followers', message: (names) => `${names} started following you` },
  picks: { preview: 'Picked for you this week', message: (classLink) => `Classes you'll love: ${classLink} and more picks for this week` },
  featured: { preview: 'Your project was featured', message: (teacher, classLink) => `${teacher} featured your project in ${classLink} 🎉` },
  finished: { preview: 'Share what you made', message: (classLink) => `You finished ${classLink}. Share what you made!` },
  live: { preview: 'Live session starting soon', message: (teacher) => `${teacher} is going live soon: <i>Q&amp;A and demo</i>` },
  posted: {
    preview: (title) => `New project in ${title}`,
    message: (student, classLink) => `${student} posted a project in ${classLink}`,
  },
  asked: (student, discussionLink) => `${student} asked a question in ${discussionLink}`,
  discussed: (student, discussionLink) => `${student} started a discussion in ${discussionLink}`,
  enrolled: {
    preview: (students) => `${n(students)} new students`,
    message: (names, _people, classLink) => `${names} enrolled in ${classLink}`,
  },
  reviewed: (student, classLink, stars, review) => `${student} left a ${n(stars)}-star review on ${classLink}: ${quote(review)}`,
  hostile: {
    commented: (name) => `${name} commented on your project:`,
    sketch: { preview: (name) => `${name} shared a sketch`, message: (name) => `${name} shared a sketch with you`, button: 'View Sketch' },
    freeYear: { text: 'You won a free year!', claimLink: 'Claim your reward', button: 'Claim' },
    privateLink: { preview: 'A private link for you', message: (name, open, close) => `${name} sent you a ${open}private link${close}`, button: 'Open' },
    collab: { preview: 'Join my collab', message: (name, open, close) => `${name} invited you to ${open}a collab${close}`, now: 'now', button: 'Join' },
  },
};
