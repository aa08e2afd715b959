/**
 * Arabic (ar): "درس", "طلاب", «…» quotation marks, "،" between names and "و" joined to the word it
 * links. Sentences are built around nouns ("إعجاب جديد من …") rather than verbs, which in Arabic
 * agree with the actor's gender, unknown here. Counted nouns take all six plural forms
 * (zero/one/two/few/many/other, Intl.PluralRules('ar')).
 */
import { listNames, numbers } from './tools.ts';
import type { NotificationTexts } from './types.ts';

const { plural } = numbers('ar');
const quote = (html: string): string => `«${html}»`;

export const ar: NotificationTexts = {
  names: (people, others = 0) => listNames(people, others, {
    comma: '، ',
    and: () => ' و',
    others: (count) => plural(count, {
      one: 'شخص آخر', two: 'شخصان آخران', few: '# أشخاص آخرين', many: '# شخصًا آخر', other: '# شخص آخر',
    }),
  }),
  quote,
  projectOf: (title) => `مشروعك في ${quote(title)}`,
  button: {
    viewClass: 'عرض الدرس', viewProject: 'عرض المشروع', reply: 'رد', viewProfile: 'عرض الملف الشخصي',
    browseClasses: 'تصفّح الدروس', shareProject: 'مشاركة المشروع', viewDiscussion: 'عرض النقاش', viewReview: 'عرض التقييم',
  },
  published: {
    preview: (teacher, title) => `درس جديد من ${teacher}: ${quote(title)}`,
    message: (teacher, classLink) => `درس جديد من ${teacher}: ${classLink}`,
  },
  liked: {
    preview: (likes) => plural(likes, {
      zero: 'لا إعجابات جديدة بمشروعك', one: 'إعجاب جديد بمشروعك', two: 'إعجابان جديدان بمشروعك',
      few: '# إعجابات جديدة بمشروعك', many: '# إعجابًا جديدًا بمشروعك', other: '# إعجاب جديد بمشروعك',
    }),
    message: (names, people, projectLink) =>
      `${plural(people, { one: 'إعجاب جديد', two: 'إعجابان جديدان', other: 'إعجابات جديدة' })} من ${names} بـ${projectLink}`,
  },
  replied: (person, discussionLink, comment) => `ردّ من ${person} على تعليقك في ${discussionLink}: ${quote(comment)}`,
  followed: {
    preview: 'متابعون جدد',
    message: (names, people) => `${plural(people, { one: 'متابع جديد', two: 'متابعان جديدان', other: 'متابعون جدد' })}: ${names}`,
  },
  picks: { preview: 'مختارة لك هذا الأسبوع', message: (classLink) => `دروس ستحبها: ${classLink} ومزيد من الاقتراحات لهذا الأسبوع` },
  featured: { preview: 'تم تمييز مشروعك', message: (teacher, classLink) => `تم تمييز مشروعك في ${classLink} من قِبل ${teacher} 🎉` },
  finished: { preview: 'شارك ما صنعته', message: (classLink) => `أكملت ${classLink}. شارك ما صنعته!` },
  live: { preview: 'جلسة مباشرة تبدأ قريبًا', message: (teacher) => `بث مباشر قريبًا مع ${teacher}: <i>أسئلة وأجوبة وعرض توضيحي</i>` },
  posted: {
    preview: (title) => `مشروع جديد في ${title}`,
    message: (student, classLink) => `مشروع جديد من ${student} في ${classLink}`,
  },
  asked: (student, discussionLink) => `سؤال جديد من ${student} في ${discussionLink}`,
  discussed: (student, discussionLink) => `نقاش جديد من ${student} في ${discussionLink}`,
  enrolled: {
    preview: (students) => plural(students, {
      zero: 'لا طلاب جدد', one: 'طالب جديد', two: 'طالبان جديدان', few: '# طلاب جدد', many: '# طالبًا جديدًا', other: '# طالب جديد',
    }),
    message: (names, people, classLink) =>
      `${plural(people, { one: 'تسجيل جديد', two: 'تسجيلان جديدان', other: 'تسجيلات جديدة' })} في ${classLink}: ${names}`,
  },
  reviewed: (student, classLink, stars, review) => {
    const rating = plural(stars, { one: 'بنجمة واحدة', two: 'بنجمتين', few: 'بـ# نجوم', other: 'بـ# نجمة' });
    return `تقييم ${rating} من ${student} على ${classLink}: ${quote(review)}`;
  },
  hostile: {
    commented: (name) => `تعليق جديد من ${name} على مشروعك:`,
    sketch: { preview: (name) => `رسم تخطيطي جديد من ${name}`, message: (name) => `رسم تخطيطي مشترك معك من ${name}`, button: 'عرض الرسم' },
    freeYear: { text: 'لقد ربحت سنة مجانية!', claimLink: 'اطلب مكافأتك', button: 'اطلب' },
    privateLink: { preview: 'رابط خاص لك', message: (name, open, close) => `${open}رابط خاص${close} مُرسَل إليك من ${name}`, button: 'فتح' },
    collab: { preview: 'انضم إلى تعاوني', message: (name, open, close) => `دعوة من ${name} إلى ${open}تعاون مشترك${close}`, now: 'الآن', button: 'انضمام' },
  },
};
