import { safeUrl } from '../url/url-policy.ts';
import type { HeaderConfig, NavLink, TrackIntent } from './navigation.types.ts';

interface LinkOptions {
  readonly external?: boolean;
  readonly newTab?: boolean;
  readonly pill?: string;
  readonly detail?: string;
  readonly shortLabel?: string;
  /** `'post'`: a state-changing action, sent as a form POST (see `NavLink.method`). Default: a link. */
  readonly method?: 'post';
  /** Analytics: the top-level entry this link sits under and its own name. Omit for no click event. */
  readonly menu?: string;
  readonly submenu?: string;
  readonly extraTrack?: readonly TrackIntent[];
}

/** Builds a link together with its click-nav-bar intent (spec §7). */
export function link(id: string, label: string, href: string, options: LinkOptions = {}): NavLink {
  const track: TrackIntent[] = [];
  if (options.menu !== undefined) {
    const properties: Record<string, string> = { menu_item: options.menu, nav_level: 'main', url_destination: href };
    if (options.submenu !== undefined) properties['submenu_item'] = options.submenu;
    track.push({ name: 'click-nav-bar', properties });
  }
  if (options.extraTrack) track.push(...options.extraTrack);
  return {
    id,
    label,
    href,
    external: options.external ?? false,
    newTab: options.newTab ?? false,
    ...(options.pill !== undefined ? { pill: options.pill } : {}),
    ...(options.detail !== undefined ? { detail: options.detail } : {}),
    ...(options.shortLabel !== undefined ? { shortLabel: options.shortLabel } : {}),
    ...(options.method !== undefined ? { method: options.method } : {}),
    track,
  };
}

/** An external link from configuration, or null when the address is missing or fails the URL policy. */
export function externalLink(
  id: string,
  label: string,
  address: string | null | undefined,
  options: Omit<LinkOptions, 'external'> = {},
): NavLink | null {
  const href = safeUrl(address);
  if (!href || !/^https?:/.test(href)) return null;
  return link(id, label, href, { ...options, external: true });
}

/** A mailto link for a plain e-mail address from configuration; null when the address looks wrong. */
export function mailtoLink(id: string, label: string, email: string | null | undefined, menu?: string): NavLink | null {
  if (!email || !/^[^\s@<>"'(),;:\\]+@[^\s@<>"'(),;:\\]+\.[a-z]{2,}$/i.test(email)) return null;
  return link(id, label, `mailto:${email}`, { external: true, ...(menu ? { menu } : {}) });
}

export function compact<T>(items: readonly (T | null | false | undefined)[]): T[] {
  return items.filter((item): item is T => item !== null && item !== false && item !== undefined);
}

/** The allowlist of links from data (`HeaderModel.linkHosts`): the configured addresses' hosts, then `linkHosts`. */
export function linkHostsOf(config: HeaderConfig): string[] {
  const hosts = [config.communityUrl, config.helpSiteUrl, config.liveSessionsUrl, config.creatorHubUrl, config.partnerUrl].flatMap((address) => {
    const href = safeUrl(address);
    return href && /^https?:/.test(href) ? [new URL(href).host] : [];
  });
  return [...new Set([...hosts, ...(Array.isArray(config.linkHosts) ? config.linkHosts : [])])];
}
