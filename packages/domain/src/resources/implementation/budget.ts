/**
 * Subcontractor budgets (issue 41, spec §7 /subcontractor-budget with status and export, §3 extra
 * field `progress`, §4 its status change; ADR 0023): a project's budget per package (a
 * subcontractor, or a category of work by name), what is committed and what is paid, and the
 * progress of the payments against the budget, computed with the record. Lists filter by q, status,
 * state, project (`f_implementation_id` is the spec's name for it) and sort by the usual `order`;
 * the export takes the list's filters.
 */
import { longText, money, ref, text } from '../../fields.js';
import { defineResource } from '../../resource.js';
import { move, type Workflow } from '../../workflows/index.js';
import { IMPLEMENTATION_SUBJECT, projectMember } from './project.js';

const L = (vi: string, en: string) => ({ vi, en });

/** Drafted, in force (the QS tracks it), closed; cancelled before it was used. */
const BUDGET_WORKFLOW: Workflow = {
  name: 'implementationSubcontractorBudget',
  statuses: ['DRAFT', 'ACTIVE', 'CLOSED', 'CANCELLED'],
  initial: 'DRAFT',
  transitions: [
    ...move('DRAFT', 'ACTIVE', 'activate', 'edit'),
    ...move('ACTIVE', 'CLOSED', 'close', 'edit'),
    ...move('DRAFT', 'CANCELLED', 'cancel', 'edit', true),
    ...move('CLOSED', 'ACTIVE', 'reopen', 'approve', true),
  ],
  editable: ['DRAFT', 'ACTIVE'],
  labels: {
    statuses: { DRAFT: L('Dự thảo', 'Draft'), ACTIVE: L('Đang áp dụng', 'In force'), CLOSED: L('Đã đóng', 'Closed'), CANCELLED: L('Đã hủy', 'Cancelled') },
    actions: { activate: L('Áp dụng', 'Put in force'), close: L('Đóng ngân sách', 'Close'), cancel: L('Hủy', 'Cancel'), reopen: L('Mở lại', 'Reopen') },
  },
};

const PACKAGES: [string, string, number, number, number][] = [
  ['Gói thầu phần móng', 'Foundations package', 12_500_000_000, 11_800_000_000, 7_080_000_000],
  ['Gói thầu kết cấu thép', 'Steel structure package', 18_000_000_000, 17_250_000_000, 5_175_000_000],
  ['Gói thầu cơ điện (M&E)', 'M&E package', 9_600_000_000, 8_900_000_000, 2_225_000_000],
  ['Gói thầu hoàn thiện', 'Finishing package', 6_200_000_000, 2_480_000_000, 0],
  ['Gói thầu PCCC', 'Fire protection package', 3_400_000_000, 3_520_000_000, 1_760_000_000],
  ['Gói thầu cảnh quan, hạ tầng', 'Landscape and external works package', 4_750_000_000, 0, 0],
];

export const implementationSubcontractorBudget = defineResource({
  name: 'implementation_subcontractor_budget',
  path: 'subcontractor-budget',
  label: L('Ngân sách thầu phụ', 'Subcontractor budget'),
  subject: IMPLEMENTATION_SUBJECT,
  module: 'implementations.subcontractor_budgets',
  admin: { area: 'implementation', icon: 'fund' },
  titleField: 'package_name',
  deleteMode: 'soft',
  fields: {
    project_id: ref('implementation_project', { required: true, onDelete: 'cascade', label: L('Dự án', 'Project'), inList: true }),
    package_name: text({ required: true, max: 255, label: L('Gói thầu / hạng mục', 'Package'), inList: true }),
    contractor_id: ref('contractor', { label: L('Thầu phụ', 'Subcontractor'), inList: true }),
    budget: money({ required: true, min: 0, label: L('Ngân sách (VNĐ)', 'Budget (VND)'), inList: true }),
    committed: money({ min: 0, label: L('Đã cam kết (VNĐ)', 'Committed (VND)'), inList: true }),
    paid: money({ min: 0, label: L('Đã thanh toán (VNĐ)', 'Paid (VND)'), inList: true }),
    notes: longText({ max: 2000, label: L('Ghi chú', 'Notes') }),
  },
  workflow: BUDGET_WORKFLOW,
  access: projectMember(['DIRECTOR', 'SITE_MANAGER', 'QS']),
  computed: {
    // Spec §3: the share of the budget paid, in percent (two decimals; 0 for a zero budget).
    progress: {
      label: L('Tiến độ giải ngân (%)', 'Progress (%)'),
      kind: 'number',
      sql: 'SELECT CASE WHEN x.budget > 0 THEN round(coalesce(x.paid, 0) * 100 / x.budget, 2) ELSE 0 END FROM implementation_subcontractor_budget x WHERE x.id = $id',
      reads: [],
    },
    // What is committed beyond the budget (0 when within it): the list's overrun warning.
    overrun: {
      label: L('Vượt ngân sách (VNĐ)', 'Over budget (VND)'),
      kind: 'number',
      sql: 'SELECT greatest(coalesce(x.committed, 0) - x.budget, 0) FROM implementation_subcontractor_budget x WHERE x.id = $id',
      reads: [],
    },
  },
  statusAliases: [
    { path: 'subcontractor-budget/status/:id', statusParam: 'status' },
    { path: 'subcontractor-budget/:id/status', statusParam: 'status', methods: ['PUT'] },
  ],
  list: {
    order: 'created_date desc',
    sortable: ['package_name', 'budget', 'committed', 'paid'],
    filters: ['project_id', 'contractor_id', 'status', 'budget'],
    filterAliases: { implementation_id: 'project_id' },
    search: ['package_name', 'notes'],
  },
  sample: (i) => {
    const [package_name, en, budget, committed, paid] = PACKAGES[i % PACKAGES.length] as (typeof PACKAGES)[number];
    return { package_name, budget, committed, paid, notes: en };
  },
  sampleCount: 8,
});
