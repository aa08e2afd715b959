/**
 * How many searches each skill had in the seed's last week (issue 23), every language together, by
 * skill slug: what `popularSearches` ranks. Hand-written like the vocabulary, so the popular list is
 * stable and believable (a few crafts and tools far ahead, a long tail); a test checks that each slug
 * names an approved skill. Counted by skill, not by typed text, so a search for "acuarela" and one for
 * "watercolor" count for the same skill, and the list can be named in any language.
 */
export const SEARCH_COUNTS: Readonly<Record<string, number>> = {
  watercolor: 18_420,
  procreate: 16_930,
  'character-design': 12_870,
  'logo-design': 12_610,
  'digital-illustration': 11_980,
  'video-editing': 10_340,
  'oil-painting': 9_110,
  'portrait-photography': 8_870,
  'adobe-illustrator': 8_450,
  'ui-design': 8_020,
  drawing: 7_390,
  figma: 7_080,
  songwriting: 6_530,
  'color-theory': 6_210,
  'photo-editing': 4_990,
  'email-marketing': 4_310,
  'time-management': 3_870,
  cooking: 3_540,
  knitting: 3_120,
};
