/**
 * The results page's facet labels in every shipped language (issue 23): each facet's name and the
 * options the API defines, by their English label. Materials are named from the vocabulary
 * (seed/translations/), software keeps its product names, and ratings are written with the language's
 * numbers (Latin digits in Arabic, like every number the header writes). Option values never change.
 */
import type { SearchFacetName } from '@masthead/graphql';
import { numberLocale } from '@masthead/header-core';
import type { Language } from '../language.ts';
import type { TermTable, Translations } from '../seed/translations/index.ts';

export const FACET_NAMES: Readonly<Record<SearchFacetName, { en: string } & Translations>> = {
  TYPE: { en: 'Type', es: 'Tipo', fr: 'Type', de: 'Typ', 'pt-BR': 'Tipo', ar: 'النوع' },
  LANGUAGE: { en: 'Language', es: 'Idioma', fr: 'Langue', de: 'Sprache', 'pt-BR': 'Idioma', ar: 'اللغة' },
  LEVEL: { en: 'Level', es: 'Nivel', fr: 'Niveau', de: 'Niveau', 'pt-BR': 'Nível', ar: 'المستوى' },
  LENGTH: { en: 'Length', es: 'Duración', fr: 'Durée', de: 'Dauer', 'pt-BR': 'Duração', ar: 'المدة' },
  WITH: { en: 'With', es: 'Incluye', fr: 'Avec', de: 'Mit', 'pt-BR': 'Inclui', ar: 'يتضمن' },
  PUBLISH: { en: 'Published', es: 'Publicación', fr: 'Publication', de: 'Veröffentlicht', 'pt-BR': 'Publicação', ar: 'تاريخ النشر' },
  RATING: { en: 'Rating', es: 'Valoración', fr: 'Note', de: 'Bewertung', 'pt-BR': 'Avaliação', ar: 'التقييم' },
  MATERIALS: { en: 'Materials', es: 'Materiales', fr: 'Matériel', de: 'Material', 'pt-BR': 'Materiais', ar: 'المواد' },
  SOFTWARE: { en: 'Software', es: 'Software', fr: 'Logiciels', de: 'Software', 'pt-BR': 'Software', ar: 'البرامج' },
};

/** The options of TYPE, LANGUAGE, LEVEL, LENGTH, WITH and PUBLISH, by English label. */
export const OPTION_NAMES: TermTable = {
  // TYPE (the header's words for a class and a learning path)
  Class: { es: 'Clase', fr: 'Cours', de: 'Kurs', 'pt-BR': 'Aula', ar: 'درس' },
  Workshop: { es: 'Taller', fr: 'Atelier', de: 'Workshop', 'pt-BR': 'Oficina', ar: 'ورشة عمل' },
  Original: { es: 'Original', fr: 'Original', de: 'Original', 'pt-BR': 'Original', ar: 'إنتاج أصلي' },
  'Learning path': { es: 'Ruta de aprendizaje', fr: 'Parcours', de: 'Lernpfad', 'pt-BR': 'Trilha de aprendizagem', ar: 'مسار تعلّم' },
  // LANGUAGE: the language a class is taught in
  English: { es: 'Inglés', fr: 'Anglais', de: 'Englisch', 'pt-BR': 'Inglês', ar: 'الإنجليزية' },
  Spanish: { es: 'Español', fr: 'Espagnol', de: 'Spanisch', 'pt-BR': 'Espanhol', ar: 'الإسبانية' },
  French: { es: 'Francés', fr: 'Français', de: 'Französisch', 'pt-BR': 'Francês', ar: 'الفرنسية' },
  German: { es: 'Alemán', fr: 'Allemand', de: 'Deutsch', 'pt-BR': 'Alemão', ar: 'الألمانية' },
  Portuguese: { es: 'Portugués', fr: 'Portugais', de: 'Portugiesisch', 'pt-BR': 'Português', ar: 'البرتغالية' },
  Japanese: { es: 'Japonés', fr: 'Japonais', de: 'Japanisch', 'pt-BR': 'Japonês', ar: 'اليابانية' },
  // LEVEL
  Beginner: { es: 'Principiante', fr: 'Débutant', de: 'Anfänger', 'pt-BR': 'Iniciante', ar: 'مبتدئ' },
  Intermediate: { es: 'Intermedio', fr: 'Intermédiaire', de: 'Mittelstufe', 'pt-BR': 'Intermediário', ar: 'متوسط' },
  Advanced: { es: 'Avanzado', fr: 'Avancé', de: 'Fortgeschritten', 'pt-BR': 'Avançado', ar: 'متقدم' },
  'All levels': { es: 'Todos los niveles', fr: 'Tous niveaux', de: 'Alle Niveaus', 'pt-BR': 'Todos os níveis', ar: 'جميع المستويات' },
  // LENGTH
  'Under 15 min': { es: 'Menos de 15 min', fr: 'Moins de 15 min', de: 'Unter 15 Min.', 'pt-BR': 'Menos de 15 min', ar: 'أقل من 15 دقيقة' },
  '15–30 min': { es: '15–30 min', fr: '15–30 min', de: '15–30 Min.', 'pt-BR': '15–30 min', ar: '15–30 دقيقة' },
  '30–60 min': { es: '30–60 min', fr: '30–60 min', de: '30–60 Min.', 'pt-BR': '30–60 min', ar: '30–60 دقيقة' },
  'Over 60 min': { es: 'Más de 60 min', fr: 'Plus de 60 min', de: 'Über 60 Min.', 'pt-BR': 'Mais de 60 min', ar: 'أكثر من 60 دقيقة' },
  // WITH
  Projects: { es: 'Proyectos', fr: 'Projets', de: 'Projekte', 'pt-BR': 'Projetos', ar: 'مشاريع' },
  Quizzes: { es: 'Cuestionarios', fr: 'Quiz', de: 'Quiz', 'pt-BR': 'Questionários', ar: 'اختبارات قصيرة' },
  Resources: { es: 'Recursos', fr: 'Ressources', de: 'Ressourcen', 'pt-BR': 'Recursos', ar: 'موارد' },
  // PUBLISH
  'This month': { es: 'Este mes', fr: 'Ce mois-ci', de: 'Diesen Monat', 'pt-BR': 'Este mês', ar: 'هذا الشهر' },
  'Last 6 months': { es: 'Últimos 6 meses', fr: '6 derniers mois', de: 'Letzte 6 Monate', 'pt-BR': 'Últimos 6 meses', ar: 'آخر 6 أشهر' },
  'Last year': { es: 'Último año', fr: 'Dernière année', de: 'Letztes Jahr', 'pt-BR': 'Último ano', ar: 'آخر سنة' },
  Older: { es: 'Más antiguas', fr: 'Plus anciens', de: 'Älter', 'pt-BR': 'Mais antigas', ar: 'أقدم' },
};

/** "4.5 & up" in each language, `{n}` the minimum rating. */
const RATING_PATTERNS: Translations = {
  es: '{n} o más', fr: '{n} et plus', de: '{n} und mehr', 'pt-BR': '{n} ou mais', ar: '{n} فأكثر',
};

/** An option label of OPTION_NAMES in `language` (the English label itself in English). */
export function optionName(english: string, language: Language): string {
  if (language === 'en-US' || !Object.hasOwn(OPTION_NAMES, english)) return english;
  return OPTION_NAMES[english]?.[language] ?? english;
}

/** The RATING option "`min` and up" in `language`; English keeps its "4.5 & up". */
export function ratingName(min: number, language: Language): string {
  if (language === 'en-US') return `${min.toFixed(1).replace(/\.0$/, '')} & up`;
  const n = new Intl.NumberFormat(numberLocale(language), { maximumFractionDigits: 1 }).format(min);
  return RATING_PATTERNS[language].replace('{n}', n);
}

/** A facet's name in `language`. */
export function facetName(facet: SearchFacetName, language: Language): string {
  const names = FACET_NAMES[facet];
  return language === 'en-US' ? names.en : names[language];
}
