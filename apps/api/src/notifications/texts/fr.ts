/**
 * French (fr), "vous" like the header's catalog; "cours", "élèves". French spacing: a no-break space
 * before ":" and a narrow one before "!" and inside « ».
 */
import { listNames, numbers } from './tools.ts';
import type { NotificationTexts } from './types.ts';

const { plural } = numbers('fr');
const quote = (html: string): string => `«\u202f${html}\u202f»`;
/** Singular when one person acts (French counts 0 and 1 as one, but a list names at least one). */
const agree = (people: number, one: string, many: string): string => (people === 1 ? one : many);

export const fr: NotificationTexts = {
  names: (people, others = 0) => listNames(people, others, {
    comma: ', ', and: () => ' et ', others: (count) => plural(count, { one: '# autre personne', other: '# autres personnes' }),
  }),
  quote,
  projectOf: (title) => `projet du cours ${title}`,
  button: {
    viewClass: 'Voir le cours', viewProject: 'Voir le projet', reply: 'Répondre', viewProfile: 'Voir le profil',
    browseClasses: 'Parcourir les cours', shareProject: 'Partager le projet', viewDiscussion: 'Voir la discussion', viewReview: 'Voir l’avis',
  },
  published: {
    preview: (teacher, title) => `${teacher} a publié ${quote(title)}`,
    message: (teacher, classLink) => `${teacher} a publié un nouveau cours\u00a0: ${classLink}`,
  },
  liked: {
    preview: (likes) => plural(likes, { one: '# nouveau j’aime sur votre projet', other: '# nouveaux j’aime sur votre projet' }),
    message: (names, people, projectLink) => `${names} ${agree(people, 'a', 'ont')} aimé votre ${projectLink}`,
  },
  replied: (person, discussionLink, comment) => `${person} a répondu à votre commentaire dans ${discussionLink}\u00a0: ${quote(comment)}`,
  followed: {
    preview: 'Nouveaux abonnés',
    message: (names, people) => `${names} ${agree(people, 'vous suit', 'vous suivent')} désormais`,
  },
  picks: {
    preview: 'Votre sélection de la semaine',
    message: (classLink) => `Des cours qui vont vous plaire\u00a0: ${classLink} et d’autres suggestions pour cette semaine`,
  },
  featured: {
    preview: 'Votre projet a été mis en avant',
    message: (teacher, classLink) => `${teacher} a mis en avant votre projet dans ${classLink} 🎉`,
  },
  finished: {
    preview: 'Partagez votre création',
    message: (classLink) => `Vous avez terminé ${classLink}. Partagez votre création\u202f!`,
  },
  live: {
    preview: 'Un direct commence bientôt',
    message: (teacher) => `${teacher} sera bientôt en direct\u00a0: <i>questions-réponses et démonstration</i>`,
  },
  posted: {
    preview: (title) => `Nouveau projet dans ${title}`,
    message: (student, classLink) => `${student} a publié un projet dans ${classLink}`,
  },
  asked: (student, discussionLink) => `${student} a posé une question dans ${discussionLink}`,
  discussed: (student, discussionLink) => `${student} a lancé une discussion dans ${discussionLink}`,
  enrolled: {
    preview: (students) => plural(students, { one: '# nouvel élève', other: '# nouveaux élèves' }),
    message: (names, people, classLink) => `${names} ${agree(people, 'a', 'ont')} rejoint ${classLink}`,
  },
  reviewed: (student, classLink, stars, review) =>
    `${student} a laissé un avis ${plural(stars, { one: '# étoile', other: '# étoiles' })} sur ${classLink}\u00a0: ${quote(review)}`,
  hostile: {
    commented: (name) => `${name} a commenté votre projet\u00a0:`,
    sketch: { preview: (name) => `${name} a partagé un croquis`, message: (name) => `${name} a partagé un croquis avec vous`, button: 'Voir le croquis' },
    freeYear: { text: 'Vous avez gagné un an gratuit\u202f!', claimLink: 'Réclamez votre récompense', button: 'Réclamer' },
    privateLink: { preview: 'Un lien privé pour vous', message: (name, open, close) => `${name} vous a envoyé un ${open}lien privé${close}`, button: 'Ouvrir' },
    collab: { preview: 'Rejoignez ma collaboration', message: (name, open, close) => `${name} vous a invité à ${open}une collaboration${close}`, now: 'maintenant', button: 'Rejoindre' },
  },
};
