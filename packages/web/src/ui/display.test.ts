import { candidate } from '@portal/domain/resources/hr/candidate';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import '../i18n';
import { CutTitle } from './CutTitle';
import { StatusTag, statusTone } from './StatusTag';

describe('status tags and long titles, shared by the admin and the portal (spec §9, issue 37)', () => {
  it('shows a status in its declared words, never the code', () => {
    const html = renderToStaticMarkup(createElement(StatusTag, { status: 'SENT_TICKET' }));
    expect(html).toContain('Đã gửi vé');
    expect(html).not.toContain('>SENT_TICKET<');
    expect(renderToStaticMarkup(createElement(StatusTag, { status: 'SUCCESS', owner: candidate }))).toContain('Đạt phỏng vấn');
  });

  it('colours approved success, cancelled danger, the content statuses their own, the rest grey', () => {
    expect(statusTone('APPROVED')).toBe('success');
    expect(statusTone('CANCELLED')).toBe('error');
    expect(statusTone('DRAFT')).toBe('red');
    expect(statusTone('PENDING', candidate)).toBe('default');
    expect(statusTone('CHECK_IN')).toBe('default');
  });

  it('cuts a long title at 75 characters at a space, with the whole title on hover', () => {
    const long = 'Thông báo về việc tổ chức chương trình khám sức khoẻ định kỳ năm 2026 cho toàn thể cán bộ nhân viên';
    const html = renderToStaticMarkup(createElement(CutTitle, { text: long }));
    expect(html).toContain('Thông báo về việc tổ chức chương trình khám sức khoẻ định kỳ năm 2026 cho...');
    expect(html).toContain(`title="${long}"`);
    expect(renderToStaticMarkup(createElement(CutTitle, { text: 'Tin tức' }))).toBe('Tin tức');
  });
});
