/**
 * The routes of the transfer a resource opted into (`transfer` in its declaration): export,
 * import template and import; multipart is parsed only in the import's scope.
 */
import multipart from '@fastify/multipart';
import type { Resource } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { XLSX_MIME } from '../xlsx.js';
import { EXPORT_CAP, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from './common.js';
import { exportList } from './export.js';
import { importFile } from './import.js';
import { sendTemplate } from './template.js';

/** The transfer routes a resource opted into; static segments, so they never clash with `/:id`. */
export function registerTransferRoutes(app: FastifyInstance, r: Resource): void {
  const transfer = r.transfer;
  if (!transfer) return;
  const base = `/api/v1/${r.path}`;
  const tags = [r.module];
  const xlsxResponse = { 200: { description: 'xlsx file', content: { [XLSX_MIME]: { schema: { type: 'string', format: 'binary' } } } } };
  const alias = (name: 'export' | 'import') => (transfer.aliases?.[name] ? [`/api/v1/${transfer.aliases[name]?.replace(/^\//, '')}`] : []);
  if (transfer.isExport) {
    for (const url of [`${base}/export`, ...alias('export')]) {
      app.get(url, {
        schema: { tags, summary: `Export ${r.label.en} as xlsx (the list's filters, search and order; at most ${EXPORT_CAP} rows)`, response: xlsxResponse },
        handler: (req, reply) => exportList(req, reply, r),
      });
    }
  }
  if (transfer.isImport) {
    app.get(`${base}/import/template`, {
      schema: { tags, summary: `Import template for ${r.label.en} (xlsx)`, response: xlsxResponse },
      handler: (req, reply) => sendTemplate(req, reply, r),
    });
    // Multipart is parsed only in this scope (as for media uploads).
    app.register(async (scope) => {
      await scope.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1000 } });
      for (const url of [`${base}/import`, ...alias('import')]) {
        scope.post(url, {
          schema: {
            tags,
            summary: `Import ${r.label.en} from xlsx (multipart field \`file\`, at most 5 MB and ${IMPORT_MAX_ROWS} rows); dryRun=1 (default) only checks, dryRun=0 writes all or nothing`,
            consumes: ['multipart/form-data'],
            querystring: { type: 'object', properties: { dryRun: { type: 'string', enum: ['0', '1'] } } },
          },
          handler: (req, reply) => importFile(req, reply, r),
        });
      }
    });
  }
  // `transfer.isBulk` and its alias: engine/bulk.ts, which every resource gets.
}
