/** Brazilian Portuguese (pt-BR), "você" like the header's catalog; "aula", "alunos". */
import { listNames, numbers } from './tools.ts';
import type { NotificationTexts } from './types.ts';

const { plural } = numbers('pt-BR');
const quote = (html: string): string => `“${html}”`;
/** Singular when one person acts (pt-BR counts 0 and 1 as one, but a list names at least one). */
const agree = (people: number, one: string, many: string): string => (people === 1 ? one : many);

export const ptBR: NotificationTexts = {
  names: (people, others = 0) => listNames(people, others, {
    comma: ', ', and: () => ' e ', others: (count) => plural(count, { one: 'mais # pessoa', other: 'mais # pessoas' }),
  }),
  quote,
  projectOf: (title) => `projeto de ${title}`,
  button: {
    viewClass: 'Ver aula', viewProject: 'Ver projeto', reply: 'Responder', viewProfile: 'Ver perfil',
    browseClasses: 'Explorar aulas', shareProject: 'Compartilhar projeto', viewDiscussion: 'Ver discussão', viewReview: 'Ver avaliação',
  },
  published: {
    preview: (teacher, title) => `${teacher} publicou ${quote(title)}`,
    message: (teacher, classLink) => `${teacher} publicou uma nova aula: ${classLink}`,
  },
  liked: {
    preview: (likes) => plural(likes, { one: '# nova curtida no seu projeto', other: '# novas curtidas no seu projeto' }),
    message: (names, people, projectLink) => `${names} ${agree(people, 'curtiu', 'curtiram')} seu ${projectLink}`,
  },
  replied: (person, discussionLink, comment) => `${person} respondeu ao seu comentário em ${discussionLink}: ${quote(comment)}`,
  followed: {
    preview: 'Novos seguidores',
    message: (names, people) => `${names} ${agree(people, 'começou', 'começaram')} a seguir você`,
  },
  picks: {
    preview: 'Escolhidas para você nesta semana',
    message: (classLink) => `Aulas que você vai amar: ${classLink} e mais sugestões para esta semana`,
  },
  featured: { preview: 'Seu projeto foi destacado', message: (teacher, classLink) => `${teacher} destacou seu projeto em ${classLink} 🎉` },
  finished: {
    preview: 'Compartilhe o que você criou',
    message: (classLink) => `Você concluiu ${classLink}. Compartilhe o que você criou!`,
  },
  live: {
    preview: 'Sessão ao vivo começando em breve',
    message: (teacher) => `${teacher} vai entrar ao vivo em breve: <i>perguntas e respostas com demonstração</i>`,
  },
  posted: {
    preview: (title) => `Novo projeto em ${title}`,
    message: (student, classLink) => `${student} publicou um projeto em ${classLink}`,
  },
  asked: (student, discussionLink) => `${student} fez uma pergunta em ${discussionLink}`,
  discussed: (student, discussionLink) => `${student} iniciou uma discussão em ${discussionLink}`,
  enrolled: {
    preview: (students) => plural(students, { one: '# novo aluno', other: '# novos alunos' }),
    message: (names, people, classLink) => `${names} ${agree(people, 'se inscreveu', 'se inscreveram')} em ${classLink}`,
  },
  reviewed: (student, classLink, stars, review) =>
    `${student} deixou uma avaliação de ${plural(stars, { one: '# estrela', other: '# estrelas' })} em ${classLink}: ${quote(review)}`,
  hostile: {
    commented: (name) => `${name} comentou no seu projeto:`,
    sketch: { preview: (name) => `${name} compartilhou um esboço`, message: (name) => `${name} compartilhou um esboço com você`, button: 'Ver esboço' },
    freeYear: { text: 'Você ganhou um ano grátis!', claimLink: 'Resgate seu prêmio', button: 'Resgatar' },
    privateLink: { preview: 'Um link privado para você', message: (name, open, close) => `${name} enviou para você um ${open}link privado${close}`, button: 'Abrir' },
    collab: { preview: 'Participe da minha colaboração', message: (name, open, close) => `${name} convidou você para ${open}uma colaboração${close}`, now: 'agora', button: 'Participar' },
  },
};
