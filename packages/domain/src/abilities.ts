/**
 * What the caller may do with one record, as the server presents it (`GET /<path>/{id}/abilities`,
 * `GET /<path>/abilities?ids=`, and composite reads such as a ticket's detail): the web shows the
 * buttons these allow and recomputes no rule (ADR 0018). The server still checks every write.
 */
export type Abilities = {
  update: boolean;
  delete: boolean;
  /** The workflow's moves from the record's status the caller may make. */
  moves: { action: string; to: string; isReasonRequired?: boolean }[];
  /** The declared record actions the caller may run on it. */
  actions: string[];
  /** With an approval block: submit it, decide its current step (or for whom one deputises), withdraw it. */
  approval?: { submit: boolean; decide: boolean; withdraw: boolean };
};
