/**
 * Issue 11, item 5: the Admin role and sensitive account actions, tried as a role manager who is
 * not an administrator, as a staff member and as an anonymous caller.
 *
 * - Only an administrator changes or deletes the Admin role (its two-factor flag included).
 * - Nobody but an administrator grants rights they do not hold: role edits, new roles, copies,
 *   role assignment (both ways) and decentralization.
 * - Changing the password and setting up, enabling or disabling two-factor sign-in need the current
 *   password, or a sign-in / password confirmation on this device within the last few minutes;
 *   wrong passwords count towards the sign-in lockout.
 * - A locked account answers the same whether the password was right or not.
 * - A lock never lasts longer than the login settings allow, another administrator can lift it,
 *   and the owner is told (a notification and a mail).
 */
import { describe, expect, it } from 'vitest';
import { totpAt } from '../../src/auth/totp.js';
import { ADMIN_PASSWORD, dbKinds, noRightsRole, useTestApp } from '../harness.js';

const PASSWORD = 'Bao-Mat-Tai-Khoan-2026';
const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

describe.each(dbKinds(import.meta.url))('the Admin role and sensitive account actions on %s', (kind) => {
  const t = useTestApp(kind);
  let admin = '';
  let mgr = '';
  let staff = '';
  let adminRoleId = 0;
  let editorRoleId = 0;

  const en = { 'accept-language': 'en' };
  const signIn = (username: string, password: string, lang = 'en') =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'accept-language': lang, 'user-agent': UA }, payload: { username, password } });
  const body = (res: { body: string }) => JSON.parse(res.body) as { success: boolean; message: string; data?: any };
  const createAccount = async (username: string, extra: Record<string, unknown> = {}) => {
    const res = await t.call(admin, 'POST', '/api/v1/user', {
      username,
      full_name: 'Phạm Thị Kiểm',
      email: `${username}@thaco.com.vn`,
      password: PASSWORD,
      role_ids: [await noRightsRole(t, admin)],
      ...extra,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { id: number };
  };
  const roleByName = async (name: string) =>
    ((await t.call(admin, 'GET', `/api/v1/role?q=${encodeURIComponent(name)}`)).body.data.items as { id: number; name: string }[]).find((r) => r.name === name)
      ?.id ?? 0;
  // A new access token for the same device session (refreshing proves no password).
  const refreshed = async (s: { refreshToken: string }) => {
    const r = await t.call(null, 'POST', '/api/v1/auth/refresh', { refreshToken: s.refreshToken });
    expect(r.status).toBe(200);
    Object.assign(s, r.body.data);
    return r.body.data.accessToken as string;
  };
  // Each test starts with no address slowed down (the file makes many failed attempts from one address).
  const clearIpThrottle = () => t.database.query("DELETE FROM login_throttle WHERE key LIKE 'ip:%'");

  // Tests move the clock past the 15-minute access tokens: each signs in afresh.
  const signInAll = async () => {
    admin = await t.login('admin');
    staff = await t.login('staff');
    if (mgr) mgr = body(await signIn('rolemgr', PASSWORD)).data.accessToken;
  };

  it('sets up: an administrator, a role manager who is not one, and a staff member', async () => {
    await signInAll();
    adminRoleId = await roleByName('Admin');
    editorRoleId = await roleByName('Biên tập viên');
    expect(adminRoleId).toBeGreaterThan(0);
    expect(editorRoleId).toBeGreaterThan(0);
    const mgrRole = await t.call(admin, 'POST', '/api/v1/role', {
      name: 'Quản lý vai trò',
      permissions: { PERMISSION: ['view', 'edit', 'viewAll'], ACCOUNT_MANAGEMENT: ['view', 'edit', 'viewAll'], NEWS: ['view'], OFFICE: ['view', 'edit'] },
    });
    expect(mgrRole.status).toBe(200);
    await createAccount('rolemgr', { role_ids: [mgrRole.body.data.id] });
    mgr = body(await signIn('rolemgr', PASSWORD)).data.accessToken;
    expect(mgr).toMatch(/^eyJ/);
  });

  it('only an administrator changes or deletes the Admin role, its two-factor flag included', async () => {
    try {
      await adminRoleGuarded();
    } finally {
      // Where the hole is open, the flag would leave every administrator with "read Auth" only.
      await t.database.query('UPDATE role SET is_two_factor_required = false WHERE id = $1', [adminRoleId]);
    }
  });

  const adminRoleGuarded = async () => {
    const flag = await t.call(mgr, 'PUT', `/api/v1/role/${adminRoleId}`, { is_two_factor_required: true }, en);
    expect(flag.status).toBe(403);
    expect(flag.body.message).toBe('Only an administrator can change the Admin role');
    const vi = await t.call(mgr, 'PUT', `/api/v1/role/${adminRoleId}`, { description: 'Đã bị sửa' });
    expect(vi.status).toBe(403);
    expect(vi.body.message).toBe('Chỉ quản trị viên mới có thể thay đổi vai trò Admin');
    expect((await t.call(mgr, 'DELETE', `/api/v1/role/${adminRoleId}`)).status).toBe(403);
    expect((await t.call(mgr, 'POST', `/api/v1/role/${adminRoleId}/assign`, { account_ids: [(await createAccount('hopeful')).id] })).status).toBe(403);
    for (const [method, url, payload] of [
      ['PUT', `/api/v1/role/${adminRoleId}`, { is_two_factor_required: true }],
      ['PUT', `/api/v1/role/${adminRoleId}`, { description: 'x' }],
      ['DELETE', `/api/v1/role/${adminRoleId}`, undefined],
    ] as const) {
      expect((await t.call(staff, method, url, payload)).status, `staff ${method} ${url}`).toBe(403);
      expect((await t.call(null, method, url, payload)).status, `anonymous ${method} ${url}`).toBe(401);
    }
    const [row] = await t.database.query<{ description: string; is_two_factor_required: boolean }>(
      'SELECT description, is_two_factor_required FROM role WHERE id = $1',
      [adminRoleId],
    );
    expect(row).toMatchObject({ description: 'Quản trị hệ thống: toàn quyền', is_two_factor_required: false });
    // The administrator may (the rights of the built-in role stay fixed for everyone).
    expect((await t.call(admin, 'PUT', `/api/v1/role/${adminRoleId}`, { description: 'Quản trị hệ thống' })).status).toBe(200);
    expect((await t.call(admin, 'PUT', `/api/v1/role/${adminRoleId}`, { permissions: { NEWS: ['view'] } })).status).toBe(403);
  };

  it('a non-administrator grants only rights they hold: new roles, role edits and copies', async () => {
    const refused = await t.call(mgr, 'POST', '/api/v1/role', { name: 'Cài đặt đăng nhập', permissions: { SETTING_LOGIN: ['view', 'edit'] } }, en);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You cannot grant a right you do not hold: SETTING_LOGIN.view, SETTING_LOGIN.edit');
    expect((await t.call(mgr, 'POST', '/api/v1/role', { name: 'Nhật ký', permissions: { SYSTEM_LOG: ['viewAll'] } })).body.message).toBe(
      'Bạn không thể cấp quyền mà bạn không có: SYSTEM_LOG.viewAll',
    );
    expect(await roleByName('Cài đặt đăng nhập')).toBe(0);
    // Rights the manager holds are theirs to hand out ("view" comes with "edit").
    const held = await t.call(mgr, 'POST', '/api/v1/role', { name: 'Xem tin', permissions: { NEWS: ['view'], OFFICE: ['view', 'edit'] } });
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    const heldId = held.body.data.id as number;
    expect((await t.call(mgr, 'PUT', `/api/v1/role/${heldId}`, { permissions: { NEWS: ['view', 'edit'] } })).status).toBe(403);
    expect((await t.call(mgr, 'PUT', `/api/v1/role/${heldId}`, { permissions: { NEWS: ['view'] } })).status).toBe(200);
    // Editing a role with rights the manager lacks: narrowing and describing are fine, widening is not.
    const wide = await t.call(admin, 'POST', '/api/v1/role', { name: 'Cài đặt chung', permissions: { SETTING: ['view', 'edit'], NEWS: ['view'] } });
    const wideId = wide.body.data.id as number;
    expect((await t.call(mgr, 'PUT', `/api/v1/role/${wideId}`, { description: 'Quản lý cài đặt' })).status).toBe(200);
    expect((await t.call(mgr, 'PUT', `/api/v1/role/${wideId}`, { permissions: { SETTING: ['view', 'edit'], NEWS: ['view'] } })).status).toBe(200);
    expect((await t.call(mgr, 'PUT', `/api/v1/role/${wideId}`, { permissions: { NEWS: ['view'] } })).status).toBe(200);
    expect((await t.call(mgr, 'PUT', `/api/v1/role/${wideId}`, { permissions: { NEWS: ['view'], SETTING: ['view'] } })).status).toBe(403);
    const [w] = await t.database.query<{ permissions: unknown }>('SELECT permissions FROM role WHERE id = $1', [wideId]);
    expect(w?.permissions).toEqual({ NEWS: ['view'] });
    // A copy hands out the source's rights under a new name.
    expect((await t.call(mgr, 'POST', `/api/v1/role/${editorRoleId}/copy`, {})).status).toBe(403);
    expect((await t.call(mgr, 'POST', `/api/v1/role/${heldId}/copy`, { name: 'Xem tin 2' })).status).toBe(200);
    // A staff member has no say at all; an administrator grants anything.
    expect((await t.call(staff, 'POST', '/api/v1/role', { name: 'Tự cấp', permissions: { NEWS: ['view'] } })).status).toBe(403);
    expect((await t.call(staff, 'POST', `/api/v1/role/${heldId}/copy`, {})).status).toBe(403);
    expect((await t.call(admin, 'POST', '/api/v1/role', { name: 'Cài đặt đăng nhập', permissions: { SETTING_LOGIN: ['view', 'edit'] } })).status).toBe(200);
    expect((await t.call(admin, 'POST', `/api/v1/role/${editorRoleId}/copy`, {})).status).toBe(200);
  });

  it('a non-administrator grants only rights they hold: role assignment and decentralization', async () => {
    const grantee = await createAccount('grantee');
    const other = await createAccount('grantee2');
    const heldId = await roleByName('Xem tin');
    const refused = await t.call(mgr, 'POST', `/api/v1/role/${editorRoleId}/assign`, { account_ids: [grantee.id] }, en);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/^You cannot grant a right you do not hold: NEWS\.edit/);
    expect((await t.call(mgr, 'PUT', `/api/v1/user/${grantee.id}`, { role_ids: [editorRoleId] })).status).toBe(403);
    expect((await t.call(mgr, 'POST', '/api/v1/user', { username: 'newbie', full_name: 'Mới Vào', password: PASSWORD, role_ids: [editorRoleId] })).status).toBe(
      403,
    );
    const [g] = await t.database.query<{ role_ids: number[] | null }>('SELECT role_ids FROM account WHERE id = $1', [grantee.id]);
    expect((g?.role_ids ?? []).map(Number)).toEqual([await noRightsRole(t, admin)]);
    // Held rights: fine, both ways.
    expect((await t.call(mgr, 'POST', `/api/v1/role/${heldId}/assign`, { account_ids: [grantee.id] })).status).toBe(200);
    expect((await t.call(mgr, 'PUT', `/api/v1/user/${other.id}`, { role_ids: [heldId] })).status).toBe(200);
    // Removing a role grants nothing (down to a role that grants nothing: an account keeps one, spec §5).
    expect((await t.call(mgr, 'PUT', `/api/v1/user/${other.id}`, { role_ids: [] })).status).toBe(400);
    expect((await t.call(mgr, 'PUT', `/api/v1/user/${other.id}`, { role_ids: [await noRightsRole(t, admin)] })).status).toBe(200);

    // Decentralization: rules for one staff member.
    const deny = await t.call(mgr, 'POST', '/api/v1/permission', { staff_id: grantee.id, permissions: { SETTING: ['edit'] } }, en);
    expect(deny.status).toBe(403);
    expect(deny.body.message).toBe('You cannot grant a right you do not hold: SETTING.edit');
    const ok = await t.call(mgr, 'POST', '/api/v1/permission', { staff_id: grantee.id, permissions: { NEWS: ['view'] } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await t.call(mgr, 'PUT', `/api/v1/permission/${ok.body.data.id}`, { permissions: { NEWS: ['view', 'approve'] } })).status).toBe(403);
    // Moving an administrator's rule to another account grants its rights to that account.
    const byAdmin = await t.call(admin, 'POST', '/api/v1/permission', { staff_id: grantee.id, permissions: { SETTING: ['view', 'edit'] } });
    expect(byAdmin.status).toBe(200);
    expect((await t.call(mgr, 'PUT', `/api/v1/permission/${byAdmin.body.data.id}`, { staff_id: other.id })).status).toBe(403);
    expect((await t.call(mgr, 'PUT', `/api/v1/permission/${byAdmin.body.data.id}`, { description: 'Cài đặt' })).status).toBe(200);
    expect((await t.call(staff, 'POST', '/api/v1/permission', { staff_id: grantee.id, permissions: { NEWS: ['view'] } })).status).toBe(403);
    const rules = await t.database.query<{ permissions: unknown }>('SELECT permissions FROM permission WHERE staff_id = $1 ORDER BY id', [grantee.id]);
    expect(rules.map((r) => r.permissions)).toEqual([{ NEWS: ['view'] }, { SETTING: ['view', 'edit'] }]);
    const mine = body(await signIn('grantee', PASSWORD)).data.user.ability as { action: string; subject: string }[];
    expect(mine).not.toContainEqual({ action: 'edit', subject: 'NEWS' });
  });

  it('two-factor set-up, enabling and disabling need the current password or a sign-in within minutes', async () => {
    await clearIpThrottle();
    await signInAll();
    await createAccount('careful');
    const s = body(await signIn('careful', PASSWORD)).data;
    // Just signed in: the password was given a moment ago on this device.
    expect((await t.call(s.accessToken, 'POST', '/api/v1/auth/2fa/setup', {})).status).toBe(200);
    // Ten minutes later a left-open browser (or a stolen token) is not enough.
    t.clock.advance(10 * 60_000);
    const later = await t.call(s.accessToken, 'POST', '/api/v1/auth/2fa/setup', {}, en);
    expect(later.status).toBe(400);
    expect(later.body.message).toBe('Enter your current password to continue');
    expect(later.body.errors).toEqual([{ field: 'password', message: 'Enter your current password to continue' }]);
    const laterVi = await t.call(s.accessToken, 'POST', '/api/v1/auth/2fa/enable', { code: '123456' });
    expect(laterVi.status).toBe(400);
    expect(laterVi.body.message).toBe('Vui lòng nhập mật khẩu hiện tại để tiếp tục');
    const setup = await t.call(s.accessToken, 'POST', '/api/v1/auth/2fa/setup', { password: PASSWORD });
    expect(setup.status).toBe(200);
    // The password was just confirmed: enabling a minute later needs only the code.
    t.clock.advance(60_000);
    const enabled = await t.call(s.accessToken, 'POST', '/api/v1/auth/2fa/enable', { code: totpAt(setup.body.data.secret, t.clock.now.getTime()) });
    expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
    t.clock.advance(10 * 60_000);
    await refreshed(s);
    expect((await t.call(s.accessToken, 'POST', '/api/v1/auth/2fa/disable', {}, en)).body.message).toBe('Enter your current password to continue');
    expect((await t.call(s.accessToken, 'POST', '/api/v1/auth/2fa/disable', { password: PASSWORD })).status).toBe(200);
    // Anonymous callers and wrong types are refused before any password check.
    expect((await t.call(null, 'POST', '/api/v1/auth/2fa/setup', { password: PASSWORD })).status).toBe(401);
    expect((await t.call(s.accessToken, 'POST', '/api/v1/auth/2fa/setup', { password: 42 })).status).toBe(400);
  });

  it('wrong current passwords count towards the lockout; a locked account answers the same for the right one', async () => {
    await clearIpThrottle();
    await signInAll();
    const u = await createAccount('guessed');
    const s = body(await signIn('guessed', PASSWORD)).data;
    t.clock.advance(10 * 60_000);
    const change = (old: string) => t.call(s.accessToken, 'POST', '/api/v1/user/change-password', { old_password: old, new_password: 'Mat-Khau-Moi-2026' }, en);
    const first = await change('doan-sai-1');
    expect(first.status).toBe(400);
    expect(first.body.message).toBe('The current password is wrong');
    expect((await t.call(s.accessToken, 'POST', '/api/v1/auth/2fa/setup', { password: 'doan-sai-2' })).status).toBe(400);
    const third = await change('doan-sai-3');
    expect(third.status).toBe(423);
    expect(third.body.message).toBe('The account is temporarily locked after 3 failed sign-ins in a row. Please try again in 5 minutes');
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/2fa/setup',
      headers: { authorization: `Bearer ${s.accessToken}` },
      payload: { password: PASSWORD },
    });
    expect(raw.statusCode).toBe(423);
    expect(raw.headers['retry-after']).toBe('300');
    // The lock holds for sign-in too, and the right password answers exactly like a wrong one.
    const right = await signIn('guessed', PASSWORD);
    expect(right.statusCode).toBe(423);
    const rightChange = await change(PASSWORD);
    const wrongChange = await change('doan-sai-4');
    expect(rightChange).toEqual(wrongChange);
    expect((await t.call(s.accessToken, 'POST', '/api/v1/auth/2fa/disable', { password: PASSWORD }, en)).body).toEqual(wrongChange.body);
    const [a] = await t.database.query<{ password_hash: string }>('SELECT password_hash FROM account WHERE id = $1', [u.id]);
    t.clock.advance(5 * 60_000 + 1000);
    await refreshed(s);
    expect((await change(PASSWORD)).status).toBe(200);
    const [b] = await t.database.query<{ password_hash: string }>('SELECT password_hash FROM account WHERE id = $1', [u.id]);
    expect(b?.password_hash).not.toBe(a?.password_hash);
  });

  it('an account locked by an administrator or not active answers the same whether the password is right or not', async () => {
    await clearIpThrottle();
    await signInAll();
    const blocked = await createAccount('blockedone');
    expect((await t.call(admin, 'POST', `/api/v1/user/${blocked.id}/lock`)).status).toBe(200);
    await createAccount('sleeper', { account_status: 'INACTIVE' });
    for (const username of ['blockedone', 'sleeper']) {
      const right = await signIn(username, PASSWORD);
      await t.database.query('DELETE FROM login_throttle');
      const wrong = await signIn(username, 'khong-dung-dau');
      await t.database.query('DELETE FROM login_throttle');
      expect({ status: right.statusCode, body: body(right) }, username).toEqual({ status: wrong.statusCode, body: body(wrong) });
      expect(right.statusCode).toBe(401);
      // Repeated tries run into the same lock at the same step.
      const rights: number[] = [];
      const wrongs: number[] = [];
      for (let i = 0; i < 4; i++) rights.push((await signIn(username, PASSWORD)).statusCode);
      await t.database.query('DELETE FROM login_throttle');
      for (let i = 0; i < 4; i++) wrongs.push((await signIn(username, `sai-${i}`)).statusCode);
      await t.database.query('DELETE FROM login_throttle');
      expect(rights, username).toEqual(wrongs);
    }
    expect(body(await signIn('blockedone', PASSWORD)).message).toBe('The account is locked');
    await t.database.query('DELETE FROM login_throttle');
  });

  it('a locked account answers in the same timing class whether the password is right or not', async () => {
    await clearIpThrottle();
    const timed = async (username: string, password: string) => {
      await t.database.query('DELETE FROM login_throttle');
      const start = process.hrtime.bigint();
      const res = await signIn(username, password);
      return { ms: Number(process.hrtime.bigint() - start) / 1e6, status: res.statusCode, body: res.body };
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
    const rights: number[] = [];
    const wrongs: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await timed('blockedone', PASSWORD);
      const w = await timed('blockedone', `sai-${i}`);
      expect(r.body).toBe(w.body);
      rights.push(r.ms);
      wrongs.push(w.ms);
    }
    // Both run the password hash (tens of milliseconds): neither answer is a shortcut.
    expect(median(rights) / median(wrongs)).toBeGreaterThan(1 / 3);
    expect(median(rights) / median(wrongs)).toBeLessThan(3);
    await t.database.query('DELETE FROM login_throttle');
  });

  it('a lock lasts at most what the login settings allow; another administrator lifts it; the owner is told', async () => {
    await clearIpThrottle();
    await signInAll();
    expect((await t.call(admin, 'PUT', '/api/v1/systems_settings', { max_lock_minutes: 0 })).status).toBe(400);
    const set = await t.call(admin, 'PUT', '/api/v1/systems_settings', { max_lock_minutes: 30 });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect((await t.call(admin, 'GET', '/api/v1/systems_settings')).body.data).toMatchObject({ lock_minutes: 5, max_lock_minutes: 30 });
    expect((await t.call(mgr, 'PUT', '/api/v1/systems_settings', { max_lock_minutes: 1440 })).status).toBe(403);

    const second = await createAccount('admin2', { role_ids: [adminRoleId] });
    // Someone keeps guessing the second administrator's password: 5, 10, 20, then never above 30 minutes.
    const waits: number[] = [];
    for (let lock = 0; lock < 5; lock++) {
      await clearIpThrottle();
      expect((await signIn('admin2', 'doan-1')).statusCode).toBe(401);
      expect((await signIn('admin2', 'doan-2')).statusCode).toBe(401);
      const third = await signIn('admin2', 'doan-3');
      expect(third.statusCode).toBe(423);
      waits.push(Number(third.headers['retry-after']) / 60);
      if (lock < 4) t.clock.advance(Number(third.headers['retry-after']) * 1000 + 1000);
    }
    expect(waits).toEqual([5, 10, 20, 30, 30]);
    await signInAll();

    // Each lock told the owner: an in-app notification and a mail, in the owner's language (vi).
    const notes = await t.database.query<{ title: string; title_en: string; content: string; content_en: string; is_read: boolean }>(
      'SELECT title, title_en, content, content_en, is_read FROM notification WHERE recipient_id = $1 ORDER BY id',
      [second.id],
    );
    expect(notes).toHaveLength(5);
    expect(notes[0]).toMatchObject({ title: 'Tài khoản của bạn đã tạm thời bị khoá', title_en: 'Your account was temporarily locked', is_read: false });
    expect(notes[0]?.content).toContain('5 phút');
    expect(notes[4]?.content_en).toContain('30 minutes');
    expect(notes[0]?.content).toContain('127.0.0.1');
    const mails = await t.database.query<{ subject: string; body_text: string }>(
      "SELECT subject, body_text FROM mail_outbox WHERE to_address = 'admin2@thaco.com.vn' ORDER BY id",
    );
    expect(mails).toHaveLength(5);
    expect(mails[0]?.subject).toBe('Tài khoản của bạn đã tạm thời bị khoá');
    expect(mails[0]?.body_text).toContain('admin2');
    expect(mails.map((m) => m.body_text).join()).not.toMatch(/doan-\d/);
    // An unknown username locks like a real one, and nobody is told.
    const before = (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM notification'))[0]?.n;
    for (const p of ['a-1', 'a-2']) expect((await signIn('khong-ton-tai', p)).statusCode).toBe(401);
    expect((await signIn('khong-ton-tai', 'a-3')).statusCode).toBe(423);
    expect((await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM notification'))[0]?.n).toBe(before);

    // Only another administrator lifts the lock early.
    const byMgr = await t.call(mgr, 'POST', `/api/v1/user/${second.id}/unlock`, undefined, en);
    expect(byMgr.status).toBe(403);
    expect(byMgr.body.message).toBe('Only an administrator can change an administrator account');
    expect((await t.call(staff, 'POST', `/api/v1/user/${second.id}/unlock`)).status).toBe(403);
    expect((await signIn('admin2', PASSWORD)).statusCode).toBe(423);
    expect((await t.call(admin, 'POST', `/api/v1/user/${second.id}/unlock`)).status).toBe(200);
    const back = await signIn('admin2', PASSWORD);
    expect(back.statusCode).toBe(200);
    const inbox = await t.call(body(back).data.accessToken, 'GET', '/api/v1/notification');
    expect(inbox.body.data.unread_count).toBe(5);
    expect(inbox.body.data.items[0].title).toBe('Tài khoản của bạn đã tạm thời bị khoá');
    expect((await t.call(admin, 'PUT', '/api/v1/systems_settings', { max_lock_minutes: 60 })).status).toBe(200);
    void ADMIN_PASSWORD;
  });
});
