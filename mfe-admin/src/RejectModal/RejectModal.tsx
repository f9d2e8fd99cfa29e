import { useState } from 'react';
import { EuiConfirmModal, EuiFormRow, EuiTextArea } from '@elastic/eui';
import { useAdminT } from '../messages';

const MAX_REASON = 500;

interface Props {
  campaignName: string;
  isLoading: boolean;
  /** Words for another kind of rejection (a running campaign's new ad); the campaign's rejection by default. */
  words?: { title: string; confirm: string; help: string; required: string };
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/** Reject needs a reason (svc-campaigns refuses one without); the advertiser sees it on their campaign. */
export function RejectModal({ campaignName, isLoading, words, onCancel, onConfirm }: Props) {
  const t = useAdminT();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const trimmed = reason.trim();
  const error = !trimmed
    ? (words?.required ?? t('admin.reject.required'))
    : trimmed.length > MAX_REASON
      ? t('admin.reject.tooLong', { max: MAX_REASON })
      : null;
  return (
    <EuiConfirmModal
      title={words?.title ?? t('admin.reject.title', { name: campaignName })}
      onCancel={onCancel}
      onConfirm={() => {
        setTouched(true);
        if (!error) onConfirm(trimmed);
      }}
      cancelButtonText={t('admin.common.cancel')}
      confirmButtonText={words?.confirm ?? t('admin.reject.confirm')}
      buttonColor="danger"
      isLoading={isLoading}
      confirmButtonDisabled={touched && !!error}
    >
      <EuiFormRow
        label={t('admin.reject.reason')}
        isInvalid={touched && !!error}
        error={touched && error ? error : undefined}
        fullWidth
        helpText={words?.help ?? t('admin.reject.help')}
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
