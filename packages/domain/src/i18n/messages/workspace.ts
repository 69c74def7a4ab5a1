/**
 * Messages of the project workspace (implementation categories, checklists, diary, documents,
 * the project summary). One bundle of the catalogue that `../messages.ts` merges.
 */
export const vi = {
  'workspace.otherProject': 'Phải thuộc cùng dự án',
  'workspace.moveProject': 'Không thể chuyển hạng mục sang dự án khác',
} as const;

export const en: Record<keyof typeof vi, string> = {
  'workspace.otherProject': 'Must belong to the same project',
  'workspace.moveProject': 'A work package cannot move to another project',
};
