/**
 * What one account may hold at a time (OWASP API4:2023, resource consumption), beside the gateway's per-account
 * rates. Drafts: at most MAX_OPEN_DRAFTS the owner can see in their list, and MAX_ALL_DRAFTS counting the empty ones
 * a wizard visit leaves (hidden from lists); a create past either answers 409 `quota_exceeded`.
 */
export const MAX_OPEN_DRAFTS = 100;
export const MAX_ALL_DRAFTS = 1000;
export const QUOTA_EXCEEDED = 'quota_exceeded';
