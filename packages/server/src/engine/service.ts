/**
 * The generic commands every declared resource gets: list, get, create, update, delete and status
 * change. Routes are thin wrappers; modules call these too. Split along its seams (issue 34):
 * query.ts (selection, filters, search), access.ts (who reads and writes what), read.ts (pages and
 * gets), write.ts (creates, updates, deletes, status changes).
 */
export * from './query.js';
export * from './read.js';
export * from './write.js';
