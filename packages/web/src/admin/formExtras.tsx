/**
 * Extras of a saved record's admin form that a declaration implies or does not say:
 * - FORM_EXTRAS, per resource name, beside the title (a staff file's .docx profile);
 * - formPanelsFor(resource), cards under the form: every resource declaring `approval` gets the
 *   approval panel (status, steps, decisions, submit / approve / reject / add a step / withdraw).
 */
import type { Resource } from '@portal/domain/resource';
import type { ComponentType } from 'react';
import { ApprovalPanel } from '../approval/ApprovalPanel';
import { StaffProfileButton } from '../ui/StaffProfileButton';

export type FormExtraProps = { id: number };

export const FORM_EXTRAS: Readonly<Record<string, ComponentType<FormExtraProps>>> = {
  staff: ({ id }) => <StaffProfileButton id={id} />,
};

export type FormPanelProps = {
  resource: Resource;
  id: number;
  record: Record<string, unknown>;
  /** True when the form holds changes not saved yet. */
  hasUnsavedChanges: () => boolean;
};

/** The panels shown under a saved record's form, from its declaration. */
export function formPanelsFor(r: Resource): ComponentType<FormPanelProps>[] {
  return r.approval ? [ApprovalPanel] : [];
}
