import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { SubmitResponse } from '@rbt/contracts';
import { newIdempotencyKey, postIdempotent } from './post-idempotent';

/**
 * POST /api/campaigns/:id/submit: validates the saved draft, locks the quote and moves the campaign to
 * awaiting payment. One key per attempt, so a double press or a retry after a lost answer is one submission.
 */
export function useSubmitCampaign() {
  const key = useRef(newIdempotencyKey());
  return useMutation({
    mutationFn: (id: string) =>
      postIdempotent(
        `/api/campaigns/${encodeURIComponent(id)}/submit`,
        { termsAccepted: true },
        key.current,
        SubmitResponse,
      ),
    onError: () => {
      key.current = newIdempotencyKey();
    },
  });
}
