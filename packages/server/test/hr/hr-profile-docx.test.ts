/**
 * `/staff-export-word/{id}` (issue 14): a staff member's profile as a real .docx, read exactly as
 * GET /staff/{id} (the owner gets their own, a colleague's is refused, no HR right is a 403, an
 * operating range holds), with
 * the sub-record tables, Vietnamese intact, English headings with ?lang=en, and the photo.
 */
import JSZip from 'jszip';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dbKinds, useTestApp } from '../harness.js';
import { multipart } from '../xlsx.js';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe.each(dbKinds(import.meta.url))('staff profile .docx on %s', (kind) => {
  const t = useTestApp(kind);
  let admin = '';
  let staffToken = '';
  let mine = 0;
  let colleague = 0;

  const download = (token: string | null, url: string) => t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const documentXml = async (buf: Buffer) => {
    const zip = await JSZip.loadAsync(buf);
    return { xml: (await zip.file('word/document.xml')?.async('string')) ?? '', media: Object.keys(zip.files).filter((f) => f.startsWith('word/media/')) };
  };
  /** The text of the document, runs joined (Word splits text into runs). */
  const textOf = (xml: string) => [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(' ');
  const accountId = async (username: string) => Number((await t.database.query<{ id: string }>('SELECT id FROM account WHERE username = $1', [username]))[0]?.id);

  it('gives an admin a staff member\'s profile: name, contract rows, salary, family, Vietnamese intact', async () => {
    admin = await t.login('admin');
    staffToken = await t.login('staff');
    mine = (await t.call(admin, 'GET', `/api/v1/staff/user/${await accountId('staff')}`)).body.data.id;
    colleague = (await t.call(admin, 'GET', `/api/v1/staff?f_account_id=${await accountId('editor')}`)).body.data.items[0].id;
    const file = (await t.call(admin, 'GET', `/api/v1/staff/${mine}`)).body.data as { full_name: string; code: string };
    const contract = (await t.call(admin, 'GET', `/api/v1/labor-contract?f_staff_id=${mine}`)).body.data.items[0] as { code: string };
    expect(contract.code).toMatch(/^HĐLĐ-/);
    const edu = await t.call(admin, 'POST', '/api/v1/education', {
      staff_id: mine,
      qualification_id: (await t.call(admin, 'GET', '/api/v1/staff-setting-item?f_category=QUALIFICATION&limit=1')).body.data.items[0].id,
      school: 'Đại học Bách khoa Đà Nẵng',
      graduation_year: 2012,
    });
    expect(edu.status, JSON.stringify(edu.body)).toBe(200);

    const res = await download(admin, `/api/v1/staff-export-word/${mine}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(DOCX);
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+\.docx"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe(`Sơ yếu lý lịch - ${file.full_name} (${file.code}).docx`);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const text = textOf((await documentXml(res.rawPayload)).xml);
    expect(text).toContain('SƠ YẾU LÝ LỊCH');
    expect(text).toContain(file.full_name);
    expect(text).toContain('Hợp đồng lao động');
    expect(text).toContain(contract.code);
    // Enum labels from the declaration, dates as dd/MM/yyyy, references by title.
    expect(text).toContain('Không xác định thời hạn');
    expect(text).toContain('01/03/2020');
    expect(text).toContain('Đại học Bách khoa Đà Nẵng');
    expect(text).toContain('Trần Thị Hoa');
    expect(text).toContain('Mẹ');
    expect(text).toContain('Quá trình lương');
    expect(text).toMatch(/\d{2}\.000\.000/);
    expect(text).not.toContain('MOTHER');
    const unit = (await t.call(admin, 'GET', `/api/v1/organization/${(file as unknown as { department_id: number }).department_id}`)).body.data as { name: string };
    expect(text).toContain(unit.name);
  });

  it('writes English headings and labels with ?lang=en, and takes the id as ?id=', async () => {
    const res = await download(admin, `/api/v1/staff-export-word?id=${mine}&lang=en`);
    expect(res.statusCode).toBe(200);
    expect(decodeURIComponent(String(res.headers['content-disposition']).split("UTF-8''")[1] ?? '')).toMatch(/^Profile - /);
    const text = textOf((await documentXml(res.rawPayload)).xml);
    expect(text).toContain('PERSONAL PROFILE');
    expect(text).toContain('Labour contracts');
    expect(text).toContain('Indefinite');
    expect(text).toContain('Mother');
    expect(text).not.toContain('SƠ YẾU LÝ LỊCH');
  });

  it('puts the staff photo in the document', async () => {
    const image = await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 20, g: 120, b: 200 } } })
      .png()
      .toBuffer();
    const mp = multipart(image, 'Ảnh thẻ.png', 'image/png');
    const up = await t.call(admin, 'POST', '/api/v1/media/upload?size=400x400', mp.payload, mp.headers);
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const set = await t.call(admin, 'PUT', `/api/v1/staff/${mine}`, { avatar: up.body.data[0].id });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const res = await download(admin, `/api/v1/staff-export-word/${mine}`);
    const doc = await documentXml(res.rawPayload);
    expect(doc.media.length).toBe(1);
    expect(doc.xml).toContain('<w:drawing>');
  });

  it('gives a staff member their own profile and refuses a colleague\'s; no HR right is a 403', async () => {
    const own = await download(staffToken, `/api/v1/staff-export-word/${mine}`);
    expect(own.statusCode).toBe(200);
    const doc = await documentXml(own.rawPayload);
    expect(textOf(doc.xml)).toContain('HĐLĐ-');
    // Their own photo too (the file follows the staff record's access).
    expect(doc.media.length).toBe(1);
    expect((await download(staffToken, `/api/v1/staff-export-word/${colleague}`)).statusCode).toBe(404);
    expect((await download(staffToken, `/api/v1/staff-export-word?id=${colleague}`)).statusCode).toBe(404);
    const editor = await t.login('editor');
    expect((await download(editor, `/api/v1/staff-export-word/${colleague}`)).statusCode).toBe(403);
    expect((await download(null, `/api/v1/staff-export-word/${mine}`)).statusCode).toBe(401);
  });

  it("follows an HR manager's operating range: a file under their units, not one outside", async () => {
    const hrAuto = await t.login('hr.auto');
    const under = async (code: string) =>
      (
        await t.database.query<{ id: string }>(
          `SELECT s.id FROM staff s JOIN organization o ON o.id = s.unit_id
            WHERE s.state = 'ACTIVE' AND o.tree_path <@ (SELECT tree_path FROM organization WHERE code = $1) ORDER BY s.id`,
          [code],
        )
      ).map((r) => Number(r.id));
    const inside = (await under('THACO-AUTO'))[0] as number;
    const outside = (await under('K-VP'))[0] as number;
    expect(inside).toBeGreaterThan(0);
    expect((await download(hrAuto, `/api/v1/staff-export-word/${inside}`)).statusCode).toBe(200);
    expect((await download(hrAuto, `/api/v1/staff-export-word/${outside}`)).statusCode).toBe(404);
  });

  it('answers a bad id with 400 and an unknown one with 404', async () => {
    expect((await download(admin, '/api/v1/staff-export-word/abc')).statusCode).toBe(400);
    expect((await download(admin, '/api/v1/staff-export-word/0')).statusCode).toBe(400);
    expect((await download(admin, '/api/v1/staff-export-word')).statusCode).toBe(400);
    expect((await download(admin, '/api/v1/staff-export-word/99999999')).statusCode).toBe(404);
  });
});
