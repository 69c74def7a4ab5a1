/**
 * Lines edited with their parent (poll answers, spec §3 "answers (at least 2)"): created, updated by
 * id and removed in the parent's transaction; a bad line refuses the whole write and names it.
 */
import { describe, expect, it } from 'vitest';
import { dbKinds, useTestApp } from '../harness.js';

describe.each(dbKinds(import.meta.url))('poll answers as lines on %s', (kind) => {
  const t = useTestApp(kind);
  const future = () => new Date(t.clock.now.getTime() + 7 * 86_400_000).toISOString();
  const count = async (table: string) => Number((await t.database.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]?.n);

  it('creates a poll with its answers in one write and returns them in order', async () => {
    const admin = await t.login('admin');
    const res = await t.call(admin, 'POST', '/api/v1/polls', {
      question: 'Chọn ngày hội thao',
      expiry_time: future(),
      answers: [{ content: 'Thứ Bảy', content_en: 'Saturday' }, { content: 'Chủ Nhật' }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.answers.map((a: { content: string }) => a.content)).toEqual(['Thứ Bảy', 'Chủ Nhật']);
    const got = await t.call(admin, 'GET', `/api/v1/polls/${res.body.data.id}`);
    expect(got.body.data.answers).toHaveLength(2);
    expect(got.body.data.answers[0]).toMatchObject({ content: 'Thứ Bảy', content_en: 'Saturday', poll_id: res.body.data.id });
  });

  it('refuses fewer than 2 answers or a bad answer, names it, and writes nothing', async () => {
    const admin = await t.login('admin');
    const [polls, answers] = [await count('poll'), await count('poll_answer')];
    const one = await t.call(admin, 'POST', '/api/v1/polls', { question: 'Một phương án', expiry_time: future(), answers: [{ content: 'Có' }] }, { 'accept-language': 'en' });
    expect(one.status).toBe(400);
    expect(one.body.errors[0].field).toBe('answers');
    const none = await t.call(admin, 'POST', '/api/v1/polls', { question: 'Không phương án', expiry_time: future() });
    expect(none.status).toBe(400);
    const bad = await t.call(admin, 'POST', '/api/v1/polls', { question: 'Sai', expiry_time: future(), answers: [{ content: 'A' }, { content: 'x'.repeat(300) }, 'text'] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['answers[1].content', 'answers[2]']));
    // A line's field is named by the line and its label, not by its key.
    const longAnswer = bad.body.errors.find((e: { field: string }) => e.field === 'answers[1].content');
    expect(longAnswer.message).toMatch(/^Phương án bình chọn 2 - Nội dung/);
    expect(longAnswer.message).not.toContain('answers[1]');
    const wrongShape = await t.call(admin, 'POST', '/api/v1/polls', { question: 'Sai kiểu', expiry_time: future(), answers: 'A, B' });
    expect(wrongShape.status).toBe(400);
    expect([await count('poll'), await count('poll_answer')]).toEqual([polls, answers]);
  });

  it('updates answers by id, adds new ones and removes the ones left out; forged ids are refused', async () => {
    const admin = await t.login('admin');
    const created = await t.call(admin, 'POST', '/api/v1/polls', { question: 'Địa điểm', expiry_time: future(), answers: [{ content: 'Đà Nẵng' }, { content: 'Nha Trang' }, { content: 'Phú Quốc' }] });
    const [dn, nt] = created.body.data.answers as { id: number }[];
    const upd = await t.call(admin, 'PUT', `/api/v1/polls/${created.body.data.id}`, {
      answers: [{ id: nt?.id, content: 'Nha Trang (Khánh Hoà)' }, { id: dn?.id, content: 'Đà Nẵng' }, { content: 'Quy Nhơn' }],
    });
    expect(upd.status, JSON.stringify(upd.body)).toBe(200);
    expect(upd.body.data.answers.map((a: { content: string }) => a.content)).toEqual(['Nha Trang (Khánh Hoà)', 'Đà Nẵng', 'Quy Nhơn']);
    const other = await t.call(admin, 'POST', '/api/v1/polls', { question: 'Khác', expiry_time: future(), answers: [{ content: 'A' }, { content: 'B' }] });
    const forged = await t.call(admin, 'PUT', `/api/v1/polls/${created.body.data.id}`, { answers: [{ id: other.body.data.answers[0].id, content: 'cướp' }, { content: 'C' }] });
    expect(forged.status).toBe(400);
    expect(forged.body.errors[0].field).toBe('answers[0].id');
    // A change of the question alone keeps the answers.
    const q = await t.call(admin, 'PUT', `/api/v1/polls/${created.body.data.id}`, { question: 'Địa điểm nghỉ mát' });
    expect(q.body.data.answers).toHaveLength(3);
    expect((await t.call(admin, 'DELETE', `/api/v1/polls/${created.body.data.id}`)).status).toBe(200);
    expect(Number((await t.database.query<{ n: string }>('SELECT count(*) AS n FROM poll_answer WHERE poll_id = $1', [created.body.data.id]))[0]?.n)).toBe(0);
  });
});
