/**
 * Data in and out for every resource that opts in (`transfer` in its declaration, DESIGN "data in
 * and out"):
 * - GET  /<path>/export           the list (same filters, search, order and access rule) as a streamed xlsx;
 * - GET  /<path>/import/template  an xlsx with the writable columns' labels and a guide sheet;
 * - POST /<path>/import?dryRun=1  an xlsx (multipart `file`) checked row by row; `dryRun=0` writes it
 *                                 all or nothing; each run is recorded as an `import_run`;
 * (`POST /<path>/bulk`, records created all or nothing, is every resource's: engine/bulk.ts.)
 * Every row goes through `createRecord` (validation, references, uniqueness, hooks, activity log)
 * inside one transaction; each row runs in a savepoint of it, so one bad row does not hide the
 * errors of the next ones, and the whole transaction is rolled back on a dry run or any error.
 *
 * This file is the barrel of engine/transfer/: `common.ts` (limits, shared labels,
 * normalisation), `export.ts` (the list as xlsx), `template.ts` (the import template),
 * `create-all.ts` (rows through createRecord in one transaction, for imports and bulk creates),
 * `cells.ts` (cells to values, references by title), `workbook.ts` (the upload and its first sheet
 * through engine/office-zip.ts), `import.ts` (the dry run or commit, recorded as an import run)
 * and `routes.ts` (registering them).
 */
export { BULK_MAX, EXPORT_CAP, IMPORT_MAX_BYTES, IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS } from './transfer/common.js';
export { createAll, type RowError } from './transfer/create-all.js';
export { exportHeaders } from './transfer/export.js';
export type { ImportError, ImportResult } from './transfer/import.js';
export { registerTransferRoutes } from './transfer/routes.js';
export { readUpload } from './transfer/workbook.js';
