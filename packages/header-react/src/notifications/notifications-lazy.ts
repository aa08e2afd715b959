// The cards chunk, loaded on the bell's first use (see use-notifications.ts): the drawer's lists and
// cards, and the sanitizer (DOMPurify) they render messages with. The read-flow machine is in the
// interaction chunk (runtime/machines-lazy.ts).
export { NotificationsBody } from './notifications-body.tsx';
export { sanitizeAhead } from './safe-html.tsx';
