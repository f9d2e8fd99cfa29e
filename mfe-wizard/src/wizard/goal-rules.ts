// The goal rules live with the step rules in @rbt/pricing (draft-steps), shared with svc-campaigns (issue 28).
export { cityCeiling, draftGoalIssue, draftGoalLimits } from '@rbt/pricing';
