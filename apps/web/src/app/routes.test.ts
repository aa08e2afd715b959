import { describe, expect, it } from 'vitest';
import { matchRoute } from './routes.ts';

describe('routes: each page type has pages', () => {
  it.each([
    ['/', 'core', 'content'],
    ['/signup', 'signup', 'signIn'],
    ['/referral', 'referralLanding', 'content'],
    ['/flows/individual', 'dedicatedFlowIndividual', 'content'],
    ['/flows/teams', 'dedicatedFlowTeams', 'content'],
    ['/shop/digital-products', 'marketplace', 'content'],
    ['/classes/watercolor-basics/42', 'core', 'classDetails'],
    ['/search', 'core', 'search'],
    ['/gallery', 'core', 'gallery'],
    ['/browse/illustration', 'core', 'content'],
    ['/browse/fine-art/painting', 'core', 'content'],
  ])('%s → %s page (%s)', (path, pageType, kind) => {
    expect(matchRoute(path)).toMatchObject({ pageType, kind, status: 200 });
  });

  it('unknown paths are 404 pages that still carry the header', () => {
    expect(matchRoute('/nope')).toMatchObject({ kind: 'notFound', status: 404, pageType: 'core' });
  });
});
