/**
 * The approval engine (ADR 0006): any resource declaring `approval` gets submit, approve, reject,
 * cancel, add-a-step, its approval's timeline, and a place in "waiting for me". Split along its
 * seams (issue 34); this file is their barrel, so importers name one place:
 * - `resolve.ts`: which process applies (the record's parent's own, else the nearest unit up the
 *   requester's unit, else the group's), its steps whose condition holds, each resolved to people
 *   (named accounts, position holders, the line manager, the parent's members, the requester's
 *   choice; a step with nobody is refused before anything is written), and delegations.
 * - `notify.ts`: the requester's and approver's links, the requester of a record, notifications
 *   (in-app, pushed to open browsers at commit) and the reminders of requests waiting too long.
 * - `decide.ts`: the commands. One row per record (`approval_request`, who may act now in the
 *   GIN-indexed `current_approver_ids`), every decision a row of `approval_decision`, each decision
 *   under a lock on the request row; the record's status moves as the system in the same
 *   transaction. Also the approval part of each record's abilities.
 * - `inbox.ts`: a record's timeline, "waiting for me" and "my requests".
 * Imports run one way: resolve <- notify <- decide; inbox reads resolve and notify.
 */
export { addApprovalStep, approvalAbilities, cancelApproval, decideApproval, decideMany, submitForApproval, withdrawWithRecord } from './decide.js';
export { approvalTimeline, myRequests, waitingForMe } from './inbox.js';
export { approverLink, remindApprovals, requesterLink } from './notify.js';
export { approvalResources, delegatorsOf, requesterChoice, type StepState, stepApplies } from './resolve.js';
