/**
 * Words the large catalogue (MASTHEAD_CATALOG=large, large-catalog.ts) adds to the seed's vocabulary, so
 * its 50,000 titles read like a real marketplace's rather than the default's 2,400 titles repeated: skill
 * qualifiers in the six shipped languages, and the themes, audiences and joins a title's subtitle is made of,
 * in each class language. Uninflected on purpose (de "Digital Aquarell"): a bench's words, not copy.
 */
import type { Localized } from './types.ts';

/** A qualifier of a skill ("Botanical" Watercolor) in each shipped language. */
export interface Qualifier {
  names: Localized;
}

const q = (en: string, es: string, fr: string, de: string, pt: string, ar: string): Qualifier => ({
  names: { 'en-US': en, es, fr, de, 'pt-BR': pt, ar },
});

/** English and German put the qualifier first; the other languages after the skill's name. */
export const QUALIFIER_FIRST: ReadonlySet<string> = new Set(['en-US', 'de']);

export const QUALIFIERS: readonly Qualifier[] = [
  q('Advanced', 'avanzado', 'avancé', 'Fortgeschrittene', 'avançado', 'متقدم'),
  q('Digital', 'digital', 'numérique', 'Digitale', 'digital', 'رقمي'),
  q('Traditional', 'tradicional', 'traditionnel', 'Traditionelle', 'tradicional', 'تقليدي'),
  q('Experimental', 'experimental', 'expérimental', 'Experimentelle', 'experimental', 'تجريبي'),
  q('Minimalist', 'minimalista', 'minimaliste', 'Minimalistische', 'minimalista', 'بسيط'),
  q('Vintage', 'vintage', 'rétro', 'Vintage', 'vintage', 'كلاسيكي'),
  q('Commercial', 'comercial', 'commercial', 'Kommerzielle', 'comercial', 'تجاري'),
  q('Expressive', 'expresivo', 'expressif', 'Expressive', 'expressivo', 'تعبيري'),
  q('Realistic', 'realista', 'réaliste', 'Realistische', 'realista', 'واقعي'),
  q('Playful', 'lúdico', 'ludique', 'Verspielte', 'lúdico', 'مرح'),
  q('Sustainable', 'sostenible', 'durable', 'Nachhaltige', 'sustentável', 'مستدام'),
  q('Botanical', 'botánico', 'botanique', 'Botanische', 'botânico', 'نباتي'),
  q('Urban', 'urbano', 'urbain', 'Urbane', 'urbano', 'حضري'),
  q('Professional', 'profesional', 'professionnel', 'Professionelle', 'profissional', 'احترافي'),
  q('Everyday', 'cotidiano', 'quotidien', 'Alltägliche', 'cotidiano', 'يومي'),
  q('Intuitive', 'intuitivo', 'intuitif', 'Intuitive', 'intuitivo', 'بديهي'),
];

/** Per class language (ClassRecord.languageCode): what a subtitle may be about. */
export const THEMES: Readonly<Record<string, readonly string[]>> = {
  en: ['Portraits', 'Landscapes', 'Botanicals', 'Animals', 'City Scenes', 'Light and Shadow', 'Texture', 'Color Harmony',
    'Seasons', 'Still Objects', 'Travel Journals', 'Night Scenes', 'Patterns', 'Storytelling', 'Composition', 'Mood',
    'Gestures', 'Perspective', 'Negative Space', 'Layering', 'Contrast', 'Rhythm', 'Flowers', 'Oceans'],
  es: ['retratos', 'paisajes', 'flores', 'animales', 'escenas urbanas', 'luz y sombra', 'textura', 'armonía del color',
    'estaciones', 'diarios de viaje', 'escenas nocturnas', 'patrones', 'composición', 'perspectiva', 'contraste', 'océanos'],
  fr: ['portraits', 'paysages', 'fleurs', 'animaux', 'scènes urbaines', 'lumière et ombre', 'texture', 'harmonie des couleurs',
    'saisons', 'carnets de voyage', 'scènes de nuit', 'motifs', 'composition', 'perspective', 'contraste', 'océans'],
  de: ['Porträts', 'Landschaften', 'Blumen', 'Tiere', 'Stadtszenen', 'Licht und Schatten', 'Textur', 'Farbharmonie',
    'Jahreszeiten', 'Reisetagebücher', 'Nachtszenen', 'Muster', 'Komposition', 'Perspektive', 'Kontrast', 'Ozeane'],
  pt: ['retratos', 'paisagens', 'flores', 'animais', 'cenas urbanas', 'luz e sombra', 'textura', 'harmonia das cores',
    'estações', 'diários de viagem', 'cenas noturnas', 'padrões', 'composição', 'perspectiva', 'contraste', 'oceanos'],
  ja: ['ポートレート', '風景', '花', '動物', '街並み', '光と影', '質感', '配色', '季節', '旅の記録', '夜景', 'パターン'],
};

/** Per class language: who a class is for. */
export const AUDIENCES: Readonly<Record<string, readonly string[]>> = {
  en: ['Kids', 'Teens', 'Illustrators', 'Designers', 'Small Businesses', 'Hobbyists', 'Freelancers', 'Teachers',
    'Retirees', 'Students', 'Makers', 'Busy Parents'],
  es: ['niños', 'ilustradores', 'diseñadores', 'emprendedores', 'aficionados', 'estudiantes'],
  fr: ['enfants', 'illustrateurs', 'designers', 'entrepreneurs', 'amateurs', 'étudiants'],
  de: ['Kinder', 'Illustratoren', 'Designer', 'Selbstständige', 'Hobbyisten', 'Studierende'],
  pt: ['crianças', 'ilustradores', 'designers', 'empreendedores', 'amadores', 'estudantes'],
  ja: ['子ども', 'イラストレーター', 'デザイナー', '初心者'],
};

/**
 * Per class language: subtitle shapes. {T} a theme, {A} an audience, {K} a second skill of the category and
 * {M} a material (both by their English names, as the default's titles name their skill).
 */
export const SUBTITLES: Readonly<Record<string, readonly string[]>> = {
  en: [': {T}', ': {T} and {T}', ' for {A}', ' with {M}', ' and {K}', ': {T} for {A}', ': Exploring {T}', ' Through {T}'],
  es: [': {T}', ' para {A}', ' con {M}', ' y {K}', ': {T} y {T}'],
  fr: [' : {T}', ' pour {A}', ' avec {M}', ' et {K}', ' : {T} et {T}'],
  de: [': {T}', ' für {A}', ' mit {M}', ' und {K}', ': {T} und {T}'],
  pt: [': {T}', ' para {A}', ' com {M}', ' e {K}', ': {T} e {T}'],
  ja: ['：{T}', '（{A}向け）', '×{K}', '：{T}と{T}'],
};
