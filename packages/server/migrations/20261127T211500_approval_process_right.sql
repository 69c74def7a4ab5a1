-- Approval processes, steps, delegations, requests and decisions move from the HUMAN_RESOURCE_MANAGEMENT
-- subject to a right of their own, APPROVAL_PROCESS (issue 34). A role that could change HR records
-- keeps what it could do with approvals: it gets the same actions on the new subject.
UPDATE "role"
SET "permissions" = "permissions" || jsonb_build_object('APPROVAL_PROCESS', "permissions" -> 'HUMAN_RESOURCE_MANAGEMENT')
WHERE jsonb_typeof("permissions") = 'object'
  AND jsonb_typeof("permissions" -> 'HUMAN_RESOURCE_MANAGEMENT') = 'array'
  AND ("permissions" -> 'HUMAN_RESOURCE_MANAGEMENT') ? 'edit'
  AND NOT ("permissions" ? 'APPROVAL_PROCESS');
