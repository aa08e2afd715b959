/** Spanish (es), informal "tú" like the header's catalog; "clase", "estudiantes", "debate". */
import { listNames, numbers } from './tools.ts';
import type { NotificationTexts } from './types.ts';

const { plural } = numbers('es');
const quote = (html: string): string => `“${html}”`;
/** "y" becomes "e" before a word that starts with the sound /i/ ("Ana e Inés"), but not before "hie-"/"hia-". */
const and = (next: string): string => (/^h?[ií](?![aeiouáéíóú])/i.test(next) ? ' e ' : ' y ');

export const es: NotificationTexts = {
  names: (people, others = 0) => listNames(people, others, {
    comma: ', ', and, others: (count) => plural(count, { one: '# persona más', other: '# personas más' }),
  }),
  quote,
  projectOf: (title) => `proyecto de ${title}`,
  button: {
    viewClass: 'Ver clase', viewProject: 'Ver proyecto', reply: 'Responder', viewProfile: 'Ver perfil',
    browseClasses: 'Explorar clases', shareProject: 'Compartir proyecto', viewDiscussion: 'Ver debate', viewReview: 'Ver reseña',
  },
  published: {
    preview: (teacher, title) => `${teacher} publicó “${title}”`,
    message: (teacher, classLink) => `${teacher} publicó una nueva clase: ${classLink}`,
  },
  liked: {
    preview: (likes) => plural(likes, { one: '# nuevo me gusta en tu proyecto', other: '# nuevos me gusta en tu proyecto' }),
    message: (names, people, projectLink) => `${names} ${people === 1 ? 'le dio' : 'le dieron'} me gusta a tu ${projectLink}`,
  },
  replied: (person, discussionLink, comment) => `${person} respondió a tu comentario en ${discussionLink}: ${quote(comment)}`,
  followed: {
    preview: 'Nuevos seguidores',
    message: (names, people) => `${names} ${people === 1 ? 'empezó' : 'empezaron'} a seguirte`,
  },
  picks: {
    preview: 'Seleccionadas para ti esta semana',
    message: (classLink) => `Clases que te encantarán: ${classLink} y más recomendaciones para esta semana`,
  },
  featured: { preview: 'Tu proyecto fue destacado', message: (teacher, classLink) => `${teacher} destacó tu proyecto en ${classLink} 🎉` },
  finished: { preview: 'Comparte lo que creaste', message: (classLink) => `Terminaste ${classLink}. ¡Comparte lo que creaste!` },
  live: {
    preview: 'La sesión en vivo empieza pronto',
    message: (teacher) => `${teacher} estará en vivo pronto: <i>preguntas, respuestas y demostración</i>`,
  },
  posted: {
    preview: (title) => `Nuevo proyecto en ${title}`,
    message: (student, classLink) => `${student} publicó un proyecto en ${classLink}`,
  },
  asked: (student, discussionLink) => `${student} hizo una pregunta en ${discussionLink}`,
  discussed: (student, discussionLink) => `${student} abrió un debate en ${discussionLink}`,
  enrolled: {
    preview: (students) => plural(students, { one: '# estudiante nuevo', other: '# estudiantes nuevos' }),
    message: (names, people, classLink) => `${names} ${people === 1 ? 'se inscribió' : 'se inscribieron'} en ${classLink}`,
  },
  reviewed: (student, classLink, stars, review) =>
    `${student} dejó una reseña de ${plural(stars, { one: '# estrella', other: '# estrellas' })} en ${classLink}: ${quote(review)}`,
  hostile: {
    commented: (name) => `${name} comentó tu proyecto:`,
    sketch: { preview: (name) => `${name} compartió un boceto`, message: (name) => `${name} compartió un boceto contigo`, button: 'Ver boceto' },
    freeYear: { text: '¡Ganaste un año gratis!', claimLink: 'Reclama tu premio', button: 'Reclamar' },
    privateLink: { preview: 'Un enlace privado para ti', message: (name, open, close) => `${name} te envió un ${open}enlace privado${close}`, button: 'Abrir' },
    collab: { preview: 'Únete a mi colaboración', message: (name, open, close) => `${name} te invitó a ${open}una colaboración${close}`, now: 'ahora', button: 'Unirme' },
  },
};
