/** German (de), "du" like the header's catalog; "Kurs", "Lernende"; „…“ quotation marks. */
import { listNames, numbers } from './tools.ts';
import type { NotificationTexts } from './types.ts';

const { plural } = numbers('de');
const quote = (html: string): string => `„${html}“`;

export const de: NotificationTexts = {
  names: (people, others = 0) => listNames(people, others, {
    comma: ', ', and: () => ' und ', others: (count) => plural(count, { one: '# weitere Person', other: '# weitere Personen' }),
  }),
  quote,
  projectOf: (title) => `Projekt zu ${title}`,
  button: {
    viewClass: 'Kurs ansehen', viewProject: 'Projekt ansehen', reply: 'Antworten', viewProfile: 'Profil ansehen',
    browseClasses: 'Kurse entdecken', shareProject: 'Projekt teilen', viewDiscussion: 'Diskussion ansehen', viewReview: 'Bewertung ansehen',
  },
  published: {
    preview: (teacher, title) => `${teacher} hat ${quote(title)} veröffentlicht`,
    message: (teacher, classLink) => `${teacher} hat einen neuen Kurs veröffentlicht: ${classLink}`,
  },
  liked: {
    preview: (likes) => plural(likes, { one: '# neues Like für dein Projekt', other: '# neue Likes für dein Projekt' }),
    // "Anna und Ben gefällt dein Projekt": the verb agrees with the project, whoever likes it.
    message: (names, _people, projectLink) => `${names} gefällt dein ${projectLink}`,
  },
  replied: (person, discussionLink, comment) => `${person} hat auf deinen Kommentar in ${discussionLink} geantwortet: ${quote(comment)}`,
  followed: {
    preview: 'Neue Follower',
    message: (names, people) => `${names} ${people === 1 ? 'folgt' : 'folgen'} dir jetzt`,
  },
  picks: {
    preview: 'Diese Woche für dich ausgewählt',
    message: (classLink) => `Kurse, die dir gefallen werden: ${classLink} und weitere Empfehlungen für diese Woche`,
  },
  featured: {
    preview: 'Dein Projekt wurde hervorgehoben',
    message: (teacher, classLink) => `${teacher} hat dein Projekt in ${classLink} hervorgehoben 🎉`,
  },
  finished: {
    preview: 'Zeig, was du gemacht hast',
    message: (classLink) => `Du hast ${classLink} abgeschlossen. Zeig, was du gemacht hast!`,
  },
  live: { preview: 'Live-Session startet bald', message: (teacher) => `${teacher} ist bald live: <i>Fragerunde und Demo</i>` },
  posted: {
    preview: (title) => `Neues Projekt in ${title}`,
    message: (student, classLink) => `${student} hat ein Projekt in ${classLink} veröffentlicht`,
  },
  asked: (student, discussionLink) => `${student} hat in ${discussionLink} eine Frage gestellt`,
  discussed: (student, discussionLink) => `${student} hat in ${discussionLink} eine Diskussion gestartet`,
  enrolled: {
    preview: (students) => plural(students, { one: '# neue Anmeldung', other: '# neue Anmeldungen' }),
    message: (names, people, classLink) => `${names} ${people === 1 ? 'hat' : 'haben'} sich für ${classLink} angemeldet`,
  },
  reviewed: (student, classLink, stars, review) =>
    `${student} hat ${classLink} mit ${plural(stars, { one: '# Stern', other: '# Sternen' })} bewertet: ${quote(review)}`,
  hostile: {
    commented: (name) => `${name} hat dein Projekt kommentiert:`,
    sketch: { preview: (name) => `${name} hat eine Skizze geteilt`, message: (name) => `${name} hat eine Skizze mit dir geteilt`, button: 'Skizze ansehen' },
    freeYear: { text: 'Du hast ein Gratisjahr gewonnen!', claimLink: 'Hol dir deine Belohnung', button: 'Einlösen' },
    privateLink: { preview: 'Ein privater Link für dich', message: (name, open, close) => `${name} hat dir einen ${open}privaten Link${close} geschickt`, button: 'Öffnen' },
    collab: { preview: 'Mach bei meiner Kollaboration mit', message: (name, open, close) => `${name} hat dich zu ${open}einer Kollaboration${close} eingeladen`, now: 'jetzt', button: 'Mitmachen' },
  },
};
