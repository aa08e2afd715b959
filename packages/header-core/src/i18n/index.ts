// @masthead/header-core/i18n: what a host needs to render the header in a language (issue 11). Kept
// out of the main entry so a bundle that never loads a catalog carries none of the catalog chunks.
export { catalogOf, loadMessages } from './load.ts';
export type { CompiledMessage, CompiledMessages, MessageOverrides } from '../messages.ts';
