import { useMemo, useState } from 'react';
import {
  buildNavigation,
  deriveScenario,
  resolveMessages,
  type FlagKey,
  type HeaderModel,
  type NavigationViewer,
} from '@masthead/header-core';
import type { HeaderProps, HeaderViewer } from '../header-props.ts';
import { useHeaderCategories } from './use-categories.ts';

export interface HeaderModelState {
  readonly model: HeaderModel;
  /** The viewer is still unknown: renderers draw placeholders where member or visitor controls go. */
  readonly loading: boolean;
}

function toNavigationViewer(viewer: HeaderViewer): NavigationViewer {
  return {
    firstName: viewer.firstName,
    lastName: viewer.lastName,
    username: viewer.username,
    vanityUsername: viewer.vanityUsername,
    mediumPictureUrl: viewer.mediumPictureUrl,
    smallPictureUrl: viewer.smallPictureUrl,
    headline: viewer.headline,
  };
}

/**
 * The same object while its entries are the same: a host may pass a fresh `messages` object (a loaded
 * catalog spread with overrides) on every render without rebuilding the model. Entries may be
 * functions, so no JSON key will do.
 */
function useShallowStable<T extends object>(value: T | undefined): T | undefined {
  const [kept, setKept] = useState(value);
  if (kept === value || shallowEqual(kept, value)) return kept;
  setKept(value);
  return value;
}

function shallowEqual(a: object | undefined, b: object | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  const entries = Object.entries(b);
  return Object.keys(a).length === entries.length && entries.every(([key, entry]) => (a as Record<string, unknown>)[key] === entry);
}

/** Stable string keys so hosts may pass fresh objects on every render without rebuilding the model. */
function flagsKey(flags: Iterable<FlagKey> | undefined): string {
  return flags ? [...new Set(flags)].sort().join(',') : '';
}

/**
 * The navigation model for these props: `buildNavigation` memoized, with categories from Apollo
 * (or `props.categories`). A loading viewer is modelled as logged out with `loading: true`; renderers
 * must then show placeholders instead of Sign In / Sign Up so nothing flashes.
 */
export function useHeaderModel(props: HeaderProps): HeaderModelState {
  const { categories, followedCategories } = useHeaderCategories(props);
  const loading = props.viewer === 'loading';
  const viewer = props.viewer === 'loading' ? null : props.viewer;
  const pageType = props.pageType ?? 'core';
  const flags = flagsKey(props.flags);
  const messages = useShallowStable(props.messages);
  const configKey = JSON.stringify(props.config ?? {});
  const locale = props.locale ?? 'en-US';
  const languageCookie = props.languageCookie ?? null;
  const isClassDetailsPage = props.isClassDetailsPage ?? false;

  const model = useMemo(
    () =>
      buildNavigation({
        scenario: deriveScenario(viewer, pageType),
        viewer: viewer ? toNavigationViewer(viewer) : null,
        flags: new Set(flags ? (flags.split(',') as FlagKey[]) : []),
        locale,
        languageCookie,
        config: JSON.parse(configKey) as NonNullable<HeaderProps['config']>,
        messages: resolveMessages(messages, (JSON.parse(configKey) as NonNullable<HeaderProps['config']>).productName || undefined),
        categories,
        followedCategories,
        isClassDetailsPage,
      }),
    [viewer, pageType, flags, locale, languageCookie, configKey, messages, categories, followedCategories, isClassDetailsPage],
  );
  return { model, loading };
}
