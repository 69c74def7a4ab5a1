/**
 * A project's memos: site instructions to a contractor or to members (spec §1, §4 status change,
 * §7 memo; ADR 0022), approved through the project's own flow (source IMPLEMENTATION_MEMO), then
 * issued and marked done through the status endpoint.
 */
import { date, longText, mediaList, ref, refs, text } from '../../fields.js';
import { defineResource } from '../../resource.js';
import type { Workflow } from '../../workflows/index.js';
import { move } from '../../workflows/index.js';
import { IMPLEMENTATION_SUBJECT, projectMember } from './project.js';

const L = (vi: string, en: string) => ({ vi, en });
const PROJECTS = L('Dự án triển khai', 'Implementation projects');

const MEMO_STATUSES = ['DRAFT', 'PENDING', 'APPROVED', 'REJECTED', 'ISSUED', 'DONE', 'CANCELLED'] as const;

/** A memo is drafted, approved through the project's flow, issued to its recipients and closed when done. */
export const IMPLEMENTATION_MEMO_WORKFLOW: Workflow = {
  name: 'implementationMemo',
  statuses: MEMO_STATUSES,
  initial: 'DRAFT',
  // Submit, approve, reject and withdraw come from the approval block.
  transitions: [...move('APPROVED', 'ISSUED', 'issue', 'edit'), ...move(['APPROVED', 'ISSUED'], 'DONE', 'close', 'edit'), ...move(['DRAFT', 'REJECTED'], 'CANCELLED', 'void', 'edit', true)],
  editable: ['DRAFT', 'REJECTED'],
  labels: {
    statuses: {
      DRAFT: L('Nháp', 'Draft'),
      PENDING: L('Chờ duyệt', 'Pending'),
      APPROVED: L('Đã duyệt', 'Approved'),
      REJECTED: L('Từ chối', 'Rejected'),
      ISSUED: L('Đã ban hành', 'Issued'),
      DONE: L('Đã thực hiện', 'Done'),
      CANCELLED: L('Đã huỷ', 'Cancelled'),
    },
    actions: { issue: L('Ban hành', 'Issue'), close: L('Hoàn tất', 'Mark done'), void: L('Huỷ bỏ', 'Void') },
  },
};

const MEMOS: [string, string, string, string][] = [
  ['Tăng cường biện pháp an toàn khi thi công trên cao', 'Stronger safety measures for work at height', 'Yêu cầu nhà thầu bổ sung lan can tạm và lưới chống rơi tại sàn tầng 3 trước ngày đổ bê tông.', 'The contractor adds temporary guardrails and safety nets on level 3 before the concrete pour.'],
  ['Điều chỉnh cao độ nền nhà xưởng khu B', 'Adjusted floor level of workshop zone B', 'Nâng cao độ hoàn thiện nền khu B thêm 150 mm theo bản vẽ điều chỉnh số 12.', 'Raise the finished floor level of zone B by 150 mm per revised drawing no. 12.'],
  ['Dừng đổ bê tông khi có mưa lớn', 'No concrete pours in heavy rain', 'Tạm dừng đổ bê tông khi lượng mưa vượt 10 mm/giờ; che phủ bề mặt đã đổ bằng bạt.', 'Stop pouring when rainfall exceeds 10 mm/h; cover fresh concrete with tarpaulins.'],
  ['Bố trí lại bãi tập kết vật tư', 'Relocated material laydown area', 'Chuyển bãi tập kết thép sang phía Đông công trường để giải phóng đường nội bộ.', 'Move the steel laydown area to the east side to clear the site road.'],
  ['Kiểm tra chứng chỉ thợ hàn', 'Welder certificate check', 'Nhà thầu nộp chứng chỉ thợ hàn trước khi hàn kết cấu chính.', 'The contractor submits welder certificates before welding the main structure.'],
  ['Vệ sinh công trường cuối tuần', 'Weekend site clean-up', 'Tổ chức vệ sinh toàn bộ khu vực thi công vào sáng thứ Bảy hằng tuần.', 'Clean the whole work area every Saturday morning.'],
];

export const implementationMemo = defineResource({
  name: 'implementation_memo',
  path: 'implementation-memo',
  label: L('Chỉ thị công trường', 'Site memo'),
  subject: IMPLEMENTATION_SUBJECT,
  module: 'implementations.memos',
  admin: { area: 'implementation', group: PROJECTS, order: 6, icon: 'notification' },
  titleField: 'title',
  deleteMode: 'soft',
  fields: {
    project_id: ref('implementation_project', { required: true, onDelete: 'cascade', label: L('Dự án', 'Project'), inList: true }),
    code: text({ required: true, max: 30, format: 'code', label: L('Số chỉ thị', 'Number'), inList: true }),
    title: text({ required: true, max: 255, localized: true, label: L('Tiêu đề', 'Title'), inList: true }),
    kind_id: ref('implementation_setting_item', { where: { category: 'MEMO_KIND' }, label: L('Loại', 'Kind'), inList: true }),
    content: longText({ required: true, max: 8000, label: L('Nội dung', 'Content') }),
    contractor_id: ref('contractor', { label: L('Gửi nhà thầu', 'To contractor'), inList: true }),
    recipient_ids: refs('staff', { max: 50, label: L('Gửi thành viên dự án', 'To project members') }),
    due_date: date({ label: L('Hạn thực hiện', 'Due date'), inList: true }),
    attachments: mediaList('attachment', { max: 20, label: L('Tài liệu đính kèm', 'Attachments') }),
  },
  workflow: IMPLEMENTATION_MEMO_WORKFLOW,
  approval: {
    sourceType: 'IMPLEMENTATION_MEMO',
    submitFrom: ['DRAFT', 'REJECTED'],
    pending: 'PENDING',
    approved: 'APPROVED',
    rejected: 'REJECTED',
    cancelled: 'CANCELLED',
    scope: { field: 'project_id' },
    withdrawOnDelete: true,
    aliases: ['submit'],
  },
  statusAliases: [{ path: 'implementation-memo/status/:id', statusParam: 'status', methods: ['POST', 'PUT'] }],
  // Members read; the project's leads, supervisors and engineers write.
  access: projectMember(['DIRECTOR', 'SITE_MANAGER', 'SUPERVISOR', 'ENGINEER']),
  numbering: { field: 'code', pattern: 'CT-{YYYY}-{####}' },
  constraints: [{ kind: 'unique', fields: ['code'] }],
  list: {
    order: 'created_date desc',
    sortable: ['code', 'due_date'],
    filters: ['project_id', 'kind_id', 'contractor_id', 'status', 'due_date'],
    search: ['code', 'title'],
  },
  sample: (i) => {
    const [title, title_en, content] = MEMOS[i % MEMOS.length] as [string, string, string, string];
    const due = new Date(Date.UTC(2026, (i * 2) % 12, 3 + (i % 25)));
    return { code: `CT-2026-${String(i + 1).padStart(4, '0')}`, title, title_en, content, due_date: due.toISOString().slice(0, 10) };
  },
  sampleCount: 12,
});
