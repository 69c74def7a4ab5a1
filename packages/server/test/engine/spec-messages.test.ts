/**
 * The error catalogue's messages the code lacked (spec §8, issue 37), each where the spec uses it:
 * "Title over send message" for a push text over its limit, "choose a file of correct type or
 * size" for an attachment of the wrong type, "Scale not match" for an image bigger than its slot;
 * vi and en.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dbKinds, useTestApp } from '../harness.js';

const BOUNDARY = '----portal-messages-boundary';
const multipart = (fileName: string, content: Buffer) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
const MP = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

describe.each(dbKinds(import.meta.url))('the catalogue messages on %s', (kind) => {
  const t = useTestApp(kind);

  it('says "Title over send message", "choose a file of correct type or size" and "Scale not match" in both languages', async () => {
    const editor = await t.login('editor');
    const long = 'Thông báo '.repeat(20);
    const push = async (lang: string) =>
      t.call(editor, 'POST', `/api/v1/internal-activity?lang=${lang}`, {
        title: 'Giải cầu lông 2027',
        start_registration_date: '2030-01-05T01:00:00.000Z',
        end_registration_date: '2030-01-08T01:00:00.000Z',
        start_date: '2030-01-10T01:00:00.000Z',
        end_date: '2030-01-11T01:00:00.000Z',
        publish_date: '2030-01-01T01:00:00.000Z',
        release_date: '2030-01-02T01:00:00.000Z',
        notification_content: long,
      });
    const en = await push('en');
    expect(en.status).toBe(400);
    expect(en.body.errors[0]).toMatchObject({ field: 'notification_content' });
    expect(en.body.message).toMatch(/^Title over send message/);
    expect((await push('vi')).body.message).toMatch(/vượt quá độ dài của thông báo đẩy \(tối đa 108 ký tự\)/);

    const exe = await t.call(editor, 'POST', '/api/v1/media/upload?kind=attachment&lang=en', multipart('setup.exe', Buffer.from('MZ fake program')), MP);
    expect(exe.status).toBe(400);
    expect(exe.body.message).toMatch(/^Please choose a file of correct type or size \(.*pdf.*, at most [\d.]+ ?[KMG]B\)/);
    const exeVi = await t.call(editor, 'POST', '/api/v1/media/upload?kind=attachment', multipart('setup.exe', Buffer.from('MZ fake program')), MP);
    expect(exeVi.body.message).toMatch(/^Vui lòng chọn tệp đúng định dạng hoặc dung lượng/);

    // An 875 x 430 image in the 500 x 680 mobile slot of a greeting card.
    const wide = await sharp({ create: { width: 875, height: 430, channels: 3, background: 'red' } }).png().toBuffer();
    const up = await t.call(editor, 'POST', '/api/v1/media/upload?kind=image', multipart('nen.png', wide), MP);
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const id = up.body.data[0].id as number;
    const card = { name: 'Tết', type: 'GREETTING', title: 'Chúc mừng năm mới', release_date: '2030-01-20T00:00:00.000Z', expiration_date: '2030-01-27T00:00:00.000Z', web_background: id, mobile_background: id };
    const scale = await t.call(editor, 'POST', '/api/v1/greetting-card?lang=en', card);
    expect(scale.status).toBe(400);
    expect(scale.body.errors.find((e: { field: string }) => e.field === 'mobile_background').message).toBe('Scale not match: the image must fit 500×680 px');
  });

  it('refuses an account without a role, on create and on update (spec §5), and writes nothing', async () => {
    const admin = await t.login('admin');
    const base = { username: 'chua-co-vai-tro', full_name: 'Chưa Có Vai Trò', email: 'chua-co-vai-tro@thaco.com.vn', password: 'Vai-Tro-2026!' };
    for (const body of [base, { ...base, role_ids: [] }, { ...base, role_ids: null }]) {
      const res = await t.call(admin, 'POST', '/api/v1/user?lang=en', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['role_ids']);
    }
    expect((await t.database.query('SELECT 1 FROM account WHERE username = $1', [base.username])).length).toBe(0);
    const staffRole = (await t.database.query<{ id: string }>("SELECT role_ids[1] AS id FROM account WHERE username = 'staff'"))[0]?.id;
    const made = await t.call(admin, 'POST', '/api/v1/user', { ...base, role_ids: [Number(staffRole)] });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const stripped = await t.call(admin, 'PUT', `/api/v1/user/${made.body.data.id}`, { role_ids: [] });
    expect(stripped.status).toBe(400);
    expect((await t.call(admin, 'GET', `/api/v1/user/${made.body.data.id}`)).body.data.role_ids.map(Number)).toEqual([Number(staffRole)]);
  });
});
