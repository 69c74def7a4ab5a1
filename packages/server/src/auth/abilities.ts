/**
 * Server side of the ability builder: the name of the built-in Admin role. The rules themselves
 * come from `buildRules` in @portal/domain (role features + decentralization + operating range),
 * fed by `loadAbility` in service.ts, so the web and the server read one definition.
 */
export type RoleRow = { id: number; name: string; is_system: boolean; permissions: unknown; state?: string };

export const ADMIN_ROLE_NAME = 'Admin';

export const isAdminRole = (r: { name?: unknown; is_system?: unknown }) => r.is_system === true && r.name === ADMIN_ROLE_NAME;
