/** The one ability builder (role features + decentralization + operating range) and the password policy. */
import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX, passwordProblem } from './password.js';
import { ACTIONS, SUBJECT_LABELS, SUBJECTS, buildAbility, buildRules, canDo, matrixProblem, rulesFromMatrix } from './permissions.js';

describe('buildRules', () => {
  it('gives the Admin role everything', () => {
    expect(buildRules({ isAdmin: true, roleMatrices: [{ NEWS: ['view'] }], decentralization: [] })).toEqual([{ action: 'manage', subject: 'all' }]);
  });

  it('with no rules at all allows reading Auth only (spec §6)', () => {
    const rules = buildRules({ isAdmin: false, roleMatrices: [], decentralization: [null, 'junk'] });
    expect(rules).toEqual([{ action: 'read', subject: 'Auth' }]);
    const ability = buildAbility(rules);
    expect(ability.can('read', 'Auth')).toBe(true);
    expect(canDo(ability, 'view', 'NEWS')).toBe(false);
  });

  it('unites roles and decentralization without duplicates and drops unknown subjects and actions', () => {
    const rules = buildRules({
      isAdmin: false,
      roleMatrices: [{ NEWS: ['view', 'edit'] }, { NEWS: ['view'], NOPE: ['view'], OFFICE: ['fly', 'view'] }],
      decentralization: [{ SETTING: ['viewAll'] }],
    });
    expect(rules).toEqual([
      { action: 'view', subject: 'NEWS' },
      { action: 'edit', subject: 'NEWS' },
      { action: 'view', subject: 'OFFICE' },
      { action: 'viewAll', subject: 'SETTING' },
    ]);
    const ability = buildAbility(rules);
    expect(canDo(ability, 'view', 'SETTING')).toBe(true); // view all implies view
    expect(canDo(ability, 'approve', 'NEWS')).toBe(false);
  });

  it('validates matrices and labels every subject and action in both languages', () => {
    expect(matrixProblem({ NEWS: ['view'] })).toBeNull();
    expect(matrixProblem(null)).toBeNull();
    expect(matrixProblem([])).toBe('permissions');
    expect(matrixProblem({ NEWS: 'view' })).toBe('NEWS');
    expect(matrixProblem({ NEWS: ['delete'] })).toBe('NEWS.delete');
    expect(matrixProblem({ __proto__: ['view'] })).toBeNull();
    expect(rulesFromMatrix('x')).toEqual([]);
    for (const s of SUBJECTS) expect(SUBJECT_LABELS[s].vi && SUBJECT_LABELS[s].en).toBeTruthy();
    expect([...ACTIONS]).toEqual(['view', 'edit', 'approve', 'viewAll']);
  });
});

describe('passwordProblem', () => {
  it('wants 8 to 1024 characters, not a common password, not the username', () => {
    expect(passwordProblem('Ab1!xyz')).toBe('tooShort');
    expect(passwordProblem('Mùa-Thu-Hà-Nội')).toBeNull();
    expect(passwordProblem('a'.repeat(PASSWORD_MAX))).toBeNull();
    expect(passwordProblem('a'.repeat(PASSWORD_MAX + 1))).toBe('tooLong');
    expect(passwordProblem('PASSWORD123')).toBe('common');
    expect(passwordProblem('Matkhau123')).toBe('common');
    expect(passwordProblem('NguyenVanA', 'nguyenvana')).toBe('sameAsUsername');
    // Characters, not bytes: eight Vietnamese letters are enough.
    expect(passwordProblem('đđđđđđđđ')).toBeNull();
  });
});
