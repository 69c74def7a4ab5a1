/** JSON Schemas for the generated OpenAPI document, derived from the same declarations. */
import type { Field, Resource } from '@portal/domain';
import { publicColumns, writableColumns } from '@portal/domain';

type Schema = Record<string, unknown>;

export function fieldJsonSchema(d: Field): Schema {
  switch (d.kind) {
    case 'text':
      return { type: 'string', maxLength: d.max };
    case 'richText':
      return { type: 'string', maxLength: d.max, description: 'HTML, sanitised on the server' };
    case 'integer':
      return { type: 'integer', ...(d.min !== undefined && { minimum: d.min }), ...(d.max !== undefined && { maximum: d.max }) };
    case 'number':
    case 'money':
    case 'coordinate':
      return { type: 'number' };
    case 'flag':
      return { type: 'boolean' };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'datetime':
      return { type: 'string', format: 'date-time' };
    case 'enum':
      return { enum: [...d.values] };
    case 'ref':
    case 'media':
      return { type: 'integer', minimum: 1 };
    case 'refs':
    case 'mediaList':
      return { type: 'array', items: { type: 'integer', minimum: 1 }, maxItems: d.max };
    case 'tags':
      return { type: 'array', items: { type: 'string', maxLength: d.tagMax }, maxItems: d.max };
    case 'email':
      return { type: 'string', format: 'email' };
    case 'phone':
      return { type: 'string' };
    case 'url':
      return { type: 'string', format: 'uri' };
    case 'json':
      return {};
  }
}

const nullable = (s: Schema): Schema => ({ anyOf: [s, { type: 'null' }] });

export function bodySchema(r: Resource, mode: 'create' | 'update'): Schema {
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const c of writableColumns(r)) {
    properties[c.name] = c.required ? fieldJsonSchema(c.def) : nullable(fieldJsonSchema(c.def));
    if (mode === 'create' && c.required) required.push(c.name);
  }
  return { type: 'object', properties, ...(required.length > 0 && { required }) };
}

export function recordSchema(r: Resource): Schema {
  const properties: Record<string, Schema> = {
    id: { type: 'integer' },
    created_date: { type: 'string', format: 'date-time' },
    updated_date: { type: 'string', format: 'date-time' },
    created_by: nullable({ type: 'integer' }),
    updated_by: nullable({ type: 'integer' }),
    ordering: { type: 'integer' },
    state: { enum: ['ACTIVE', 'INACTIVE'] },
  };
  if (r.workflow) properties.status = { enum: [...r.workflow.statuses] };
  for (const c of publicColumns(r)) properties[c.name] = nullable(fieldJsonSchema(c.def));
  return { type: 'object', properties };
}

export function listQuerySchema(r: Resource): Schema {
  const properties: Record<string, Schema> = {
    page: { type: 'integer', minimum: 1, default: 1 },
    limit: { type: 'integer', description: '10, 20, 40, 50 ...; -1 means all (capped)', default: r.list?.defaultLimit ?? 40 },
    order: { type: 'string', description: `e.g. "${r.order}"; sortable: ${[...r.sortable].join(', ')}` },
    q: { type: 'string', description: r.search.length > 0 ? `search in ${r.search.join(', ')}, diacritics ignored` : 'not searchable' },
    state: { enum: ['ACTIVE', 'INACTIVE', 'ALL'], default: 'ACTIVE' },
    lang: { enum: ['vi', 'en'] },
    labels: { type: 'string', description: '1: the titles of the records the page refers to come with it, as data.labels { resource: { id: [title, title_en] } }' },
  };
  for (const f of r.filters) properties[`f_${f}`] = { type: 'string', description: 'one value or several joined by |' };
  for (const [name, t] of Object.entries(r.list?.through ?? {})) properties[`f_${name}`] = { type: 'string', description: `ids joined by |: records whose ${t.ref} has ${t.field} among them` };
  for (const [alias, field] of Object.entries(r.list?.filterAliases ?? {})) properties[`f_${alias}`] = { type: 'string', description: `the same as f_${field}` };
  for (const [name, p] of Object.entries(r.list?.presets ?? {})) properties[`f_${name}`] = { type: 'string', description: `1: ${p.label.en} (${Object.entries(p.filters).map(([k, v]) => `f_${k}=${v}`).join(', ')})` };
  for (const flag of r.list?.scopeFlags ?? []) properties[`f_${flag}`] = { type: 'string', description: "0 or 1: accepted; the caller's operating range always applies" };
  return { type: 'object', properties };
}

export const envelope = (data: Schema): Schema => ({
  type: 'object',
  properties: { success: { const: true }, data, message: { type: 'string' } },
});

export const errorEnvelope: Schema = {
  type: 'object',
  properties: {
    success: { const: false },
    message: { type: 'string' },
    errors: { type: 'array', items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } } },
  },
};
