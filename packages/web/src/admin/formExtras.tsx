/**
 * Extras of a saved record's admin form that a declaration implies or does not say:
 * - beside the title: the record's declared documents (`documents`: a button, or a menu of them),
 *   and FORM_EXTRAS per resource name for what a declaration does not say;
 * - formPanelsFor(resource), cards under the form: every resource declaring `approval` gets the
 *   approval panel (status, steps, decisions, submit / approve / reject / add a step / withdraw);
 *   an implementation project its summary header (progress, money, late items).
 */
import type { Resource } from '@portal/domain/resource';
import { type ComponentType, lazy } from 'react';
import { ApprovalPanel } from '../approval/ApprovalPanel';
import { DocumentsButton } from '../ui/DocumentsButton';
import { BidComparison } from './business/BidComparison';
import { FeasibilityFigures } from './business/FeasibilityFigures';
import { PositioningChart } from './business/PositioningChart';
import { CostReviewComparison } from './implementation/CostReviewComparison';
import { PaymentRemaining } from './implementation/PaymentRemaining';
import { ProjectBudgets } from './implementation/ProjectBudgets';
import { ProjectSummaryPanel } from './implementation/ProjectSummary';

export type FormExtraProps = { id: number };

export const FORM_EXTRAS: Readonly<Record<string, ComponentType<FormExtraProps>>> = {};

/**
 * What a resource's form shows inside the form, after its lines and field groups, that a declaration does not say:
 * figures computed live from the values being typed (a feasibility study's NPV and IRR), read with
 * `Form.useWatch`. New records too.
 */
export const FORM_INSIDE: Readonly<Record<string, ComponentType>> = { business_feasibility: FeasibilityFigures, implementation_payment: PaymentRemaining };

const withDocuments = new WeakMap<Resource, ComponentType<FormExtraProps>>();

/** What goes beside a saved record's title: a declared extra, else its documents' button when it declares any. */
export function formExtraFor(r: Resource): ComponentType<FormExtraProps> | undefined {
  if (FORM_EXTRAS[r.name]) return FORM_EXTRAS[r.name];
  if (!r.documents?.length) return undefined;
  let made = withDocuments.get(r);
  if (!made) {
    made = ({ id }) => <DocumentsButton resource={r} id={id} />;
    withDocuments.set(r, made);
  }
  return made;
}

export type FormPanelProps = {
  resource: Resource;
  id: number;
  record: Record<string, unknown>;
  /** True when the form holds changes not saved yet. */
  hasUnsavedChanges: () => boolean;
};

/** The panels shown under a saved record's form, from its declaration. */
export function formPanelsFor(r: Resource): ComponentType<FormPanelProps>[] {
  return [...(r.approval ? [ApprovalPanel] : []), ...(FORM_PANELS[r.name] ?? [])];
}

/** A feedback item's conversation (question, replies, reply box, close / reopen), loaded with the screen that needs it. */
const FeedbackThread = lazy(() => import('./activities/FeedbackThread').then((m) => ({ default: m.FeedbackThread })));

/** Panels a declaration does not imply, per resource name (a bid package's comparison of received bids, a positioning group's chart, a project's summary, a question's conversation). */
const FORM_PANELS: Readonly<Record<string, readonly ComponentType<FormPanelProps>[]>> = {
  bid: [BidComparison],
  business_positioning_group: [PositioningChart],
  implementation_project: [ProjectSummaryPanel, ProjectBudgets],
  implementation_review_cost: [CostReviewComparison],
  feedback: [FeedbackThread],
};
