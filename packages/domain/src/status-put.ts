import type { StatusAlias } from './resource.js';

/**
 * The status change on PUT as well as POST (spec §7 "status PUT": greeting cards, brands,
 * marketing, technical support, board messages, about and culture content): `PUT
 * /<path>/{id}/status`, body `{ status, reason? }`, the same move as the generic POST.
 */
export const statusPut = (path: string): StatusAlias => ({ path: `${path}/:id/status`, statusParam: 'status', methods: ['PUT'] });
