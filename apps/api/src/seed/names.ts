/**
 * Name parts and title patterns for generated people and classes. Accents, apostrophes and
 * non-Latin-1 letters are deliberate: they exercise accent-insensitive search and output encoding.
 */

export const FIRST_NAMES: readonly string[] = [
  'Zoë', 'José', 'Ana', 'Lucía', 'Chloé', 'Renée', 'Björn', 'Søren', 'Mónica', 'Inés', 'François', 'Jürgen',
  'Mateo', 'Noémie', 'Łukasz', 'Ömer', 'Aiko', 'Haruto', 'Priya', 'Amara', 'Kwame', 'Mei', 'Hana', 'Élodie',
  'Rafael', 'Camila', 'Thiago', 'Beatriz', 'João', 'Sofía', 'Andrés', 'Valentina', 'Emma', 'Liam', 'Olivia',
  'Noah', 'Maya', 'Ethan', 'Ava', 'Leo', 'Isla', 'Felix', 'Clara', 'Hugo', 'Nora', 'Oscar', 'Ingrid',
  'Matías', 'Paloma', 'Dário', 'Yuki', 'Sakura', 'Kenta', 'Aditi', 'Arjun', 'Fatima', 'Youssef', 'Leïla',
  'Siobhán', 'Ciarán', 'Niamh', 'Dana', 'Marco', 'Giulia', 'Luca', 'Frida', 'Astrid', 'Tomás', 'Agnès',
  'Rosa', 'Gabriel', 'Ines', 'Mariana', 'Daniel', 'Sarah', 'Jasper', 'Wren', 'Iris', 'Milo', 'Ruby',
];

export const LAST_NAMES: readonly string[] = [
  'Álvarez', 'Núñez', 'Silva', 'Müller', 'Dubois', 'García', 'Peña', 'Søndergaard', 'Kowalski', 'Yılmaz',
  'Tanaka', 'Sato', 'Nakamura', 'Patel', 'Okafor', 'Mensah', 'Chen', 'Wang', 'Kim', 'Lefèvre', 'Gonçalves',
  'Araújo', 'Fernández', 'Rodríguez', 'López', 'Martínez', 'Smith', 'Johnson', 'Brown', 'Taylor', 'Wilson',
  'Moreau', 'Rossi', 'Bianchi', 'Schäfer', 'Krüger', 'Lindqvist', 'Ødegaard', 'Ó Súilleabháin', "O'Connor",
  'MacLeod', 'Haddad', 'Benali', 'Kaur', 'Iyer', 'Nguyen', 'Tran', 'Park', 'Santos', 'Costa', 'Ribeiro',
  'Castillo', 'Ortega', 'Vega', 'Romero', 'Herrera', 'Jiménez', 'Blanchard', 'Girard', 'Fontaine', 'Weiß',
  'Hoffmann', 'Novak', 'Horváth', 'Dvořák', 'Andersson', 'Berg', 'Quinn', 'Hughes', 'Reyes', 'Delgado',
  'Ishikawa', 'Mori', 'Abe', 'Coleman', 'Foster', 'Bell', 'Price',
];

/** Words a teacher's vanity name may end with, e.g. "zoeillustrates". */
export const VANITY_SUFFIXES: readonly string[] = [
  'draws', 'paints', 'creates', 'studio', 'makes', 'designs', 'films', 'writes', 'teaches', 'art',
];

/** Teacher headlines, picked per teacher. */
export const HEADLINES: readonly string[] = [
  'Illustrator and lifelong sketchbook keeper',
  'Designer, teacher, coffee enthusiast',
  'Helping creatives build sustainable careers',
  'Filmmaker telling small stories well',
  'Painter of quiet landscapes',
  'Product designer at a small studio',
  'Musician and home-recording nerd',
  'Maker of things with yarn and clay',
  'Writer, editor and workshop host',
  'Photographer chasing natural light',
];

/** Title patterns per class language; `{S}` is replaced by a skill name. */
export const TITLE_PATTERNS: Readonly<Record<string, readonly string[]>> = {
  en: [
    '{S} for Beginners', 'Intro to {S}', '{S} Fundamentals', 'Mastering {S}', 'The Complete Guide to {S}',
    '{S} Essentials', 'Creative {S}: Find Your Style', '{S} in 30 Minutes a Day', 'Advanced {S} Techniques',
    '{S} Made Simple', '{S} Bootcamp', 'Everyday {S}', '{S}: From Idea to Finished Project',
    'Level Up Your {S}', '{S} Masterclass', '{S} for Busy Creatives', 'Modern {S}', '{S} Basics',
    'Discover {S}', '{S} Workshop: Build Your Portfolio', 'Loose and Expressive {S}', '{S} Step by Step',
  ],
  es: ['Introducción a {S}', '{S} para principiantes', 'Curso de {S}: técnicas esenciales', '{S} desde cero',
    'Domina {S}'],
  fr: ['Initiation à {S}', 'Les bases de {S}', '{S} pour débutants', 'Maîtriser {S}', '{S} : techniques créatives'],
  de: ['{S} für Einsteiger', 'Grundlagen: {S}', '{S} meistern', 'Einführung in {S}'],
  pt: ['Introdução a {S}', '{S} para iniciantes', 'Curso de {S} do zero', 'Domine {S}'],
  ja: ['{S}入門', 'はじめての{S}', '{S}マスター講座'],
};

/** Learning path title patterns; `{S}` is replaced by a skill name. */
export const PATH_PATTERNS: readonly string[] = [
  '{S} Foundations', '{S}: Beginner to Pro', '{S}: The Learning Path', 'Path to {S} Mastery',
  '{S} from Zero to Portfolio',
];
