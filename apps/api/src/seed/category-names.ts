/**
 * The top-level categories' names in every shipped language (issue 11), by slug: the Browse menu
 * shows them in the visitor's language. Each uses the words of its language's marketplaces and the
 * header's catalogs (es "clase", fr "cours", pt-BR "aula"). Sub-categories are named from the
 * vocabulary's translations (issue 23, seed/translations/); class titles stay as authored.
 */
import type { Language } from '../language.ts';
import { termName, type Translations } from './translations/index.ts';
import type { CategoryRecord } from './types.ts';

export const CATEGORY_NAMES: Readonly<Record<string, Translations>> = {
  animation: { es: 'Animación', fr: 'Animation', de: 'Animation', 'pt-BR': 'Animação', ar: 'الرسوم المتحركة' },
  'creative-writing': {
    es: 'Escritura creativa', fr: 'Écriture créative', de: 'Kreatives Schreiben', 'pt-BR': 'Escrita criativa', ar: 'الكتابة الإبداعية',
  },
  'film-and-video': { es: 'Cine y video', fr: 'Cinéma et vidéo', de: 'Film und Video', 'pt-BR': 'Cinema e vídeo', ar: 'الأفلام والفيديو' },
  'fine-art': { es: 'Bellas artes', fr: 'Beaux-arts', de: 'Bildende Kunst', 'pt-BR': 'Belas-artes', ar: 'الفنون الجميلة' },
  'graphic-design': { es: 'Diseño gráfico', fr: 'Design graphique', de: 'Grafikdesign', 'pt-BR': 'Design gráfico', ar: 'التصميم الجرافيكي' },
  illustration: { es: 'Ilustración', fr: 'Illustration', de: 'Illustration', 'pt-BR': 'Ilustração', ar: 'الرسم التوضيحي' },
  music: { es: 'Música', fr: 'Musique', de: 'Musik', 'pt-BR': 'Música', ar: 'الموسيقى' },
  photography: { es: 'Fotografía', fr: 'Photographie', de: 'Fotografie', 'pt-BR': 'Fotografia', ar: 'التصوير الفوتوغرافي' },
  'ui-ux-design': { es: 'Diseño UI/UX', fr: 'Design UI/UX', de: 'UI/UX-Design', 'pt-BR': 'Design de UI/UX', ar: 'تصميم واجهات وتجربة المستخدم' },
  'web-development': { es: 'Desarrollo web', fr: 'Développement web', de: 'Webentwicklung', 'pt-BR': 'Desenvolvimento web', ar: 'تطوير الويب' },
  'freelance-and-entrepreneurship': {
    es: 'Freelance y emprendimiento', fr: 'Freelance et entrepreneuriat', de: 'Selbstständigkeit und Unternehmertum',
    'pt-BR': 'Freelance e empreendedorismo', ar: 'العمل الحر وريادة الأعمال',
  },
  marketing: { es: 'Marketing', fr: 'Marketing', de: 'Marketing', 'pt-BR': 'Marketing', ar: 'التسويق' },
  productivity: { es: 'Productividad', fr: 'Productivité', de: 'Produktivität', 'pt-BR': 'Produtividade', ar: 'الإنتاجية' },
  lifestyle: { es: 'Estilo de vida', fr: 'Art de vivre', de: 'Lifestyle', 'pt-BR': 'Estilo de vida', ar: 'أسلوب الحياة' },
  crafts: { es: 'Manualidades', fr: 'Loisirs créatifs', de: 'Kunsthandwerk', 'pt-BR': 'Artesanato', ar: 'الحرف اليدوية' },
};

/** A category's name in `language` (a top-level one from CATEGORY_NAMES, a sub-category from the vocabulary's). */
export function categoryName(category: CategoryRecord, language: Language): string {
  if (language === 'en-US') return category.displayName;
  if (category.parentId !== null) return termName(category.displayName, language);
  return CATEGORY_NAMES[category.slug]?.[language] ?? category.displayName;
}
