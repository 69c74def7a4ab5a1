import type { AbilityRule, Action, Subject } from '@portal/domain';
import { ACTIONS, SUBJECTS } from '@portal/domain';

export type RoleRow = { id: number; name: string; is_system: boolean; permissions: unknown; state?: string };

export const ADMIN_ROLE_NAME = 'Admin';
const isSubject = (s: string): s is Subject => (SUBJECTS as readonly string[]).includes(s);
const isAction = (a: unknown): a is Action => typeof a === 'string' && (ACTIONS as readonly string[]).includes(a);

/** `{ SUBJECT: ['view', 'edit', ...] }` -> CASL rules. Unknown subjects and actions are dropped. */
export function rulesFromPermissions(permissions: unknown): AbilityRule[] {
  if (typeof permissions !== 'object' || permissions === null || Array.isArray(permissions)) return [];
  const rules: AbilityRule[] = [];
  for (const [subject, actions] of Object.entries(permissions as Record<string, unknown>)) {
    if (!isSubject(subject) || !Array.isArray(actions)) continue;
    for (const a of actions) if (isAction(a)) rules.push({ action: a, subject });
  }
  return rules;
}

/** The built-in Admin role may do everything; other roles grant what their matrix says. */
export function rulesForRoles(roles: RoleRow[]): AbilityRule[] {
  const rules: AbilityRule[] = [];
  for (const r of roles) {
    if (r.state && r.state !== 'ACTIVE') continue;
    if (r.is_system && r.name === ADMIN_ROLE_NAME) return [{ action: 'manage', subject: 'all' }];
    rules.push(...rulesFromPermissions(r.permissions));
  }
  const seen = new Set<string>();
  return rules.filter((r) => {
    const k = `${String(r.action)}:${String(r.subject)}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
