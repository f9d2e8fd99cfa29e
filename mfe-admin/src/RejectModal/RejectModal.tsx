import { useState } from 'react';
import { EuiConfirmModal, EuiFormRow, EuiTextArea } from '@elastic/eui';

const MAX_REASON = 500;

interface Props {
  campaignName: string;
  isLoading: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/** Reject needs a reason (svc-campaigns refuses one without); the advertiser sees it on their campaign. */
export function RejectModal({ campaignName, isLoading, onCancel, onConfirm }: Props) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const trimmed = reason.trim();
  const error = !trimmed
    ? 'A reason is required to reject a campaign'
    : trimmed.length > MAX_REASON
      ? `Use at most ${MAX_REASON} characters`
      : null;
  return (
    <EuiConfirmModal
      title={`Reject "${campaignName}"?`}
      onCancel={onCancel}
      onConfirm={() => {
        setTouched(true);
        if (!error) onConfirm(trimmed);
      }}
      cancelButtonText="Cancel"
      confirmButtonText="Reject campaign"
      buttonColor="danger"
      isLoading={isLoading}
      confirmButtonDisabled={touched && !!error}
    >
      <EuiFormRow
        label="Reason"
        isInvalid={touched && !!error}
        error={touched && error ? error : undefined}
        fullWidth
        helpText="The advertiser sees this reason and can edit and resubmit."
      >
        <EuiTextArea
          fullWidth
          value={reason}
          isInvalid={touched && !!error}
          rows={3}
          onChange={(e) => setReason(e.target.value)}
          onBlur={() => setTouched(true)}
        />
      </EuiFormRow>
    </EuiConfirmModal>
  );
}
