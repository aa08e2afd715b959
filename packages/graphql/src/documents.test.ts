import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema, parse, print, validate, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as contract from './index.ts';
import * as live from './live.ts';

// The contract's documents, with the live bell's subscription from its own entry (`@masthead/graphql/live`).
const generated = { ...contract, ...live };

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const schema = buildSchema(readFileSync(here('../schema.graphql'), 'utf8'));
const documentsDir = here('./documents/');
const source = readdirSync(documentsDir)
  .filter((f) => f.endsWith('.graphql'))
  .map((f) => readFileSync(documentsDir + f, 'utf8'))
  .join('\n');
const document = parse(source);
const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');

/** Variables of an operation as `name: Type = default`. */
function signature(name: string): string[] {
  const op = operations.find((o) => o.name?.value === name);
  if (!op) throw new Error(`No operation named ${name}`);
  return (op.variableDefinitions ?? []).map(
    (v) => `${v.variable.name.value}: ${print(v.type)}${v.defaultValue ? ` = ${print(v.defaultValue)}` : ''}`,
  );
}

describe('operation documents (spec §7)', () => {
  it('all validate against the schema', () => {
    expect(validate(schema, document).map((e) => e.message)).toEqual([]);
  });

  it('has one document per call, named as in the spec, plus the viewer query, the live bell\'s two (issue 21) and popular searches (issue 23)', () => {
    expect(operations.map((o) => `${o.operation} ${o.name?.value}`).sort()).toEqual([
      'mutation MarkNotification',
      'mutation MarkNotificationsAsRead',
      'query GetClasses',
      'query GetFacets',
      'query GetFollowedCategoriesAndFacets',
      'query GetNotificationCounts',
      'query GetNotifications',
      'query GetPopularSearches',
      'query GetSearchSuggestions',
      'query GetTeacherNotifications',
      'query GetTopLevelCategories',
      'query GetViewer',
      'subscription NotificationEvents',
    ]);
  });

  it.each([
    ['GetSearchSuggestions', [
      'query: String!', 'classesPageSize: Int = 3', 'skillsPageSize: Int = 10', 'teachersPageSize: Int = 7',
      'learningPathPageSize: Int = 3', 'onlyHighQuality: Boolean', 'analyticsTags: [String!]',
    ]],
    ['GetNotifications', ['after: String = "-1"', 'first: Int = 20']],
    ['GetTeacherNotifications', ['after: String = "-1"', 'first: Int = 20']],
    ['MarkNotificationsAsRead', ['input: MarkNotificationsAsReadInput!']],
    ['MarkNotification', ['input: MarkNotificationInput!']],
    ['GetTopLevelCategories', []],
    ['GetFollowedCategoriesAndFacets', ['categoriesAfter: String', 'facetsAfter: String', 'pageSize: Int = 100']],
    ['GetClasses', ['query: String!', 'where: ClassSearchFilter', 'analyticsTags: [String!]', 'after: String', 'first: Int = 20', 'sort: ClassSearchSort = RELEVANCE']],
    ['GetFacets', ['query: String!', 'where: ClassSearchFilter', 'analyticsTags: [String!]']],
    ['GetPopularSearches', ['limit: Int = 5']],
  ])('%s takes the variables of spec §7', (name, expected) => {
    expect(signature(name)).toEqual(expected);
  });

  it('asks for top-level categories sorted by POSITION', () => {
    expect(print(generated.GetTopLevelCategoriesDocument)).toContain('topLevelCategories(sort: POSITION)');
  });

  it('asks for every facet of the results page', () => {
    const printed = print(generated.GetFacetsDocument);
    for (const facet of ['TYPE', 'LANGUAGE', 'LEVEL', 'LENGTH', 'WITH', 'PUBLISH', 'RATING', 'MATERIALS', 'SOFTWARE']) {
      expect(printed).toContain(`facets(facet: ${facet})`);
    }
  });

  it('exports a typed document for every operation', () => {
    for (const op of operations) expect(generated).toHaveProperty(`${op.name?.value}Document`);
  });
});
