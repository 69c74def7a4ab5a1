/**
 * Demo internal activities and feedback, relative to the seed time so the portal shows an activity
 * open for registration, one about to start, one over, one in draft; members, polls with votes,
 * awards; public and private feedback and questions, some answered.
 */
import { account, award, category, feedback, feedbackComment, internalActivity, internalActivityExternalMember, internalActivityMember, poll, pollAnswer, pollVote } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Drizzle } from '../../db/client.js';
import { tableFor } from '../../db/tables.js';
import { insertValidated as insert } from '../insert.js';

const DAY = 86_400_000;

async function idOf(tx: Drizzle, username: string): Promise<number> {
  const t = tableFor(account);
  const [row] = (await tx.select({ id: t.id as AnyPgColumn }).from(t).where(eq(t.username as AnyPgColumn, username))) as { id: number }[];
  return Number(row?.id);
}

export async function seedDemoActivities(tx: Drizzle, banners: readonly number[], now = new Date()): Promise<void> {
  const at = (days: number, hour = 8) => {
    const d = new Date(now.getTime() + days * DAY);
    d.setUTCHours(hour - 7, 0, 0, 0);
    return d.toISOString();
  };
  const [staff, editor, approver, hr] = [await idOf(tx, 'staff'), await idOf(tx, 'editor'), await idOf(tx, 'approver'), await idOf(tx, 'hr')];
  const acts: [Record<string, unknown>, string][] = [
    [
      {
        title: 'Giải bóng đá THACO Cup 2026',
        title_en: 'THACO Cup 2026 football tournament',
        content: '<p>Giải bóng đá thường niên dành cho cán bộ nhân viên toàn Tập đoàn. Mỗi đơn vị đăng ký tối đa hai đội, mỗi đội 11 cầu thủ.</p><p><strong>Giải thưởng</strong>: cúp, huy chương và tiền thưởng cho ba đội dẫn đầu.</p>',
        content_en: '<p>The annual football tournament for the whole group’s staff. Each unit may enter up to two teams of 11 players.</p><p><strong>Prizes</strong>: a cup, medals and cash for the top three teams.</p>',
        location: 'Sân vận động Chu Lai, Quảng Nam',
        start_registration_date: at(-3),
        end_registration_date: at(10, 17),
        start_date: at(14),
        end_date: at(16, 18),
        registration_limit: 40,
        publish_date: at(-4),
        release_date: at(-3, 7),
        notification_content: 'Đăng ký tham gia giải bóng đá THACO Cup 2026 trước ngày kết thúc đăng ký',
        tags: ['thể thao', 'bóng đá'],
        is_slider_activity: true,
        is_countdown_registraion: true,
      },
      'WAITING_REGISTRATION',
    ],
    [
      {
        title: 'Ngày hội hiến máu nhân đạo',
        title_en: 'Blood donation day',
        content: '<p>Mỗi giọt máu cho đi, một cuộc đời ở lại. Chương trình phối hợp cùng Hội Chữ thập đỏ tỉnh Quảng Nam.</p>',
        content_en: '<p>Give blood, save a life. Organised with the Quang Nam Red Cross.</p>',
        location: 'Hội trường THACO Auto, Chu Lai',
        start_registration_date: at(-1),
        end_registration_date: at(5, 17),
        start_date: at(7),
        end_date: at(7, 16),
        registration_limit: 0,
        publish_date: at(-2),
        release_date: at(-1, 7),
        tags: ['cộng đồng'],
      },
      'WAITING_REGISTRATION',
    ],
    [
      {
        title: 'Hội thao mừng ngày thành lập',
        title_en: 'Founding day sports festival',
        content: '<p>Các môn thi đấu: kéo co, chạy tiếp sức, cầu lông và bóng chuyền hơi.</p>',
        content_en: '<p>Events: tug of war, relay, badminton and air volleyball.</p>',
        location: 'Khu liên hợp Chu Lai Trường Hải',
        start_registration_date: at(-40),
        end_registration_date: at(-30),
        start_date: at(-25),
        end_date: at(-24, 18),
        registration_limit: 100,
        publish_date: at(-42),
        release_date: at(-41),
        tags: ['thể thao'],
      },
      'END',
    ],
    [
      {
        title: 'Chương trình trồng cây xanh',
        title_en: 'Tree planting programme',
        content: '<p>Trồng 1.000 cây xanh tại khu công nghiệp, dự kiến vào mùa mưa năm sau.</p>',
        content_en: '<p>Planting 1,000 trees in the industrial park, planned for next rainy season.</p>',
        location: 'Khu công nghiệp Tam Hiệp',
        start_registration_date: at(20),
        end_registration_date: at(30),
        start_date: at(35),
        end_date: at(35, 17),
        registration_limit: 60,
        publish_date: at(1),
        release_date: at(2),
      },
      'DRAFT',
    ],
  ];
  // Past events of the last two years (the event report and the activity pages' history): ended.
  const past: [string, string, string, string, number, number][] = [
    ['Giải chạy "Vì sức khỏe cộng đồng"', 'Community health run', 'Công viên 29/3, Đà Nẵng', 'thể thao', 30, 200],
    ['Hội thi tay nghề công nhân cơ khí', 'Mechanics skills contest', 'Nhà máy THACO Mazda, Chu Lai', 'đào tạo', 75, 60],
    ['Ngày hội gia đình THACO', 'THACO family day', 'Khu liên hợp Chu Lai Trường Hải', 'gia đình', 120, 300],
    ['Hội thảo an toàn lao động', 'Workplace safety seminar', 'Hội trường THACO Auto, Chu Lai', 'an toàn', 160, 150],
    ['Giải cầu lông mở rộng', 'Open badminton tournament', 'Nhà thi đấu Tam Kỳ', 'thể thao', 220, 64],
    ['Chương trình Trung thu cho con em cán bộ', 'Mid-Autumn festival for staff children', 'Khu nhà ở công nhân Núi Thành', 'gia đình', 300, 250],
    ['Hội diễn văn nghệ chào năm mới', 'New Year arts show', 'Nhà văn hoá Chu Lai', 'văn nghệ', 360, 120],
    ['Hiến máu nhân đạo đợt 1', 'Blood donation, first round', 'Hội trường THACO Auto, Chu Lai', 'cộng đồng', 430, 0],
    ['Giải bóng đá THACO Cup 2025', 'THACO Cup 2025 football tournament', 'Sân vận động Chu Lai, Quảng Nam', 'thể thao', 520, 40],
    ['Chuyến tham quan học tập nhà máy', 'Factory study visit', 'Khu công nghiệp Chu Lai', 'đào tạo', 640, 45],
  ];
  for (const [title, title_en, location, tag, daysAgo, limit] of past) {
    acts.push([
      {
        title,
        title_en,
        content: `<p>${title} đã diễn ra tại ${location}.</p>`,
        content_en: `<p>${title_en} took place at ${location}.</p>`,
        location,
        start_registration_date: at(-daysAgo - 20),
        end_registration_date: at(-daysAgo - 5, 17),
        start_date: at(-daysAgo),
        end_date: at(-daysAgo, 17),
        registration_limit: limit,
        publish_date: at(-daysAgo - 22),
        release_date: at(-daysAgo - 21),
        tags: [tag],
      },
      'END',
    ]);
  }
  const ids: number[] = [];
  let i = 0;
  for (const [data, status] of acts) {
    ids.push(await insert(tx, internalActivity, { ...data, ...(banners.length > 0 && { banner: banners[i % banners.length] }) }, { status, created_by: editor, ordering: ++i }, now));
  }
  const [football, , sports] = ids as [number, number, number];
  const members: [number, number, string, string][] = [
    [football, approver, 'APPROVED', 'REGISTER'],
    [football, hr, 'SENT_TICKET', 'INVITE'],
    [sports, staff, 'CHECK_IN', 'REGISTER'],
    [sports, hr, 'CHECK_IN', 'INVITE'],
    [sports, approver, 'CANCELED', 'REGISTER'],
  ];
  for (const [activity_id, account_id, status, source] of members) {
    await insert(tx, internalActivityMember, { activity_id, account_id }, { status, source, created_by: account_id, ...(status === 'CHECK_IN' && { check_in_date: new Date(at(-25, 9)) }) }, now);
  }
  // Guests outside the staff list (spec §4 external members): one who accepted, one invited.
  const guests: [number, string, string, string, string][] = [
    [sports, 'tran.minh@doitacchulai.vn', 'Trần Văn Minh', 'Công ty Vận tải Đối tác Chu Lai', 'ACCEPTED'],
    [football, 'le.hoa@kiaviet.vn', 'Lê Thị Hoa', 'Đại lý KIA Quảng Nam', 'INVITED'],
  ];
  for (const [activity_id, email, full_name, organization, invite_status] of guests) {
    await insert(tx, internalActivityExternalMember, { activity_id, email, full_name, organization }, { invite_status, invited_date: new Date(at(-30, 9)), ...(invite_status === 'ACCEPTED' && { accepted_date: new Date(at(-29, 10)) }), created_by: editor }, now);
  }
  // Polls: one open for the football tournament, one for the festival (with votes).
  const polls: [number, string, string, [string, string][], string][] = [
    [football, 'Bạn muốn giải đấu tổ chức vào buổi nào?', 'When should the matches be played?', [['Sáng thứ Bảy', 'Saturday morning'], ['Chiều thứ Bảy', 'Saturday afternoon'], ['Chủ nhật', 'Sunday']], at(12)],
    [sports, 'Bạn thích môn thi đấu nào nhất?', 'Which event did you enjoy most?', [['Kéo co', 'Tug of war'], ['Chạy tiếp sức', 'Relay'], ['Cầu lông', 'Badminton']], at(30)],
  ];
  for (const [activity_id, question, question_en, answers, expiry] of polls) {
    const pollId = await insert(tx, poll, { question, question_en, expiry_time: expiry, activity_id }, { created_by: editor }, now);
    const answerIds: number[] = [];
    let k = 0;
    for (const [content, content_en] of answers) answerIds.push(await insert(tx, pollAnswer, { poll_id: pollId, content, content_en }, { ordering: ++k }, now));
    if (activity_id === sports) {
      await insert(tx, pollVote, { poll_id: pollId, answer_id: answerIds[0], account_id: hr }, { created_by: hr }, now);
      await insert(tx, pollVote, { poll_id: pollId, answer_id: answerIds[1], account_id: approver }, { created_by: approver }, now);
    }
  }
  const awards: [Record<string, unknown>, string][] = [
    [{ name: 'Đội vô địch hội thao', name_en: 'Sports festival champions', description: 'Đội giành nhiều huy chương vàng nhất hội thao', description_en: 'The team with the most gold medals', activity_id: sports, recipient_ids: [hr, staff], received_date: at(-24).slice(0, 10) }, 'RELEASE'],
    [{ name: 'Cá nhân xuất sắc', name_en: 'Outstanding individual', description: 'Vận động viên có thành tích nổi bật', description_en: 'The most outstanding athlete', activity_id: sports, recipient_ids: [staff], received_date: at(-24).slice(0, 10) }, 'RELEASE'],
    [{ name: 'Đội vô địch THACO Cup', name_en: 'THACO Cup champions', description: 'Trao cho đội vô địch giải bóng đá', description_en: 'For the tournament’s winning team', activity_id: football }, 'DRAFT'],
  ];
  for (const [data, status] of awards) await insert(tx, award, data, { status, created_by: editor }, now);

  // Feedback and questions.
  const k = tableFor(category);
  const types = (await tx
    .select({ id: k.id as AnyPgColumn, name: k.name as AnyPgColumn })
    .from(k)
    .where(and(eq(k.type as AnyPgColumn, 'FEEDBACK_TYPE')))) as { id: number; name: string }[];
  const suggestion = Number(types.find((x) => x.name === 'Góp ý')?.id ?? types[0]?.id);
  const question = Number(types.find((x) => x.name === 'Hỏi đáp')?.id ?? types[0]?.id);
  const items: [Record<string, unknown>, number, string, [number, string, boolean][]][] = [
    [
      { title: 'Hỏi về chế độ nghỉ phép năm cho nhân viên mới', content: 'Nhân viên mới vào làm được tính phép năm từ tháng nào và có được cộng dồn sang năm sau không?', type_id: question, visibility: 1 },
      staff,
      'DONE',
      [[hr, 'Phép năm được tính từ tháng đầu tiên làm việc, mỗi tháng 1 ngày; phép chưa nghỉ được chuyển sang quý I năm sau.', true]],
    ],
    [{ title: 'Đề xuất thêm chỗ để xe máy khu văn phòng', content: 'Bãi xe khu văn phòng thường kín chỗ sau 7 giờ 30, đề nghị mở thêm khu vực để xe phía sau nhà ăn.', type_id: suggestion, visibility: 1 }, hr, 'NEW', []],
    [
      { title: 'Góp ý về thực đơn bữa ăn ca', content: 'Đề nghị bổ sung thêm món chay vào thực đơn ngày thứ Tư hằng tuần.', type_id: suggestion, visibility: 1 },
      approver,
      'DONE',
      [[hr, 'Cảm ơn anh đã góp ý, từ tuần sau nhà ăn sẽ có thêm món chay vào thứ Tư.', true]],
    ],
    [{ title: 'Phản ánh riêng về lịch làm thêm giờ', content: 'Tôi muốn trao đổi riêng về việc sắp xếp lịch làm thêm giờ của tổ trong tháng này.', type_id: suggestion, visibility: 0, addressee_ids: [hr] }, staff, 'NEW', []],
    [{ title: 'Xe đưa đón tuyến Tam Kỳ có đổi giờ không?', content: 'Xe đưa đón tuyến Tam Kỳ có thay đổi giờ chạy trong tháng tới không?', type_id: question, visibility: 1 }, staff, 'NEW', []],
  ];
  for (const [data, author, status, replies] of items) {
    const id = await insert(tx, feedback, data, { status, created_by: author, reply_count: replies.filter((r) => r[2]).length }, now);
    for (const [by, content, isAnswer] of replies) await insert(tx, feedbackComment, { feedback_id: id, content }, { created_by: by, is_answer: isAnswer }, now);
  }
}
